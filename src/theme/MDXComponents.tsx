// Wraps the theme's MDX components to register the site's own, so every page can use them without imports. The CLI
// reference is left out: its data is large, so only the CLI pages import it. The Network* sample components are the
// ones src/plugins/network-samples writes into pages with network placeholders.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import AddTokenButton from '@site/src/components/AddTokenButton';
import AddressTable from '@site/src/components/AddressTable';
import InlineAddress from '@site/src/components/InlineAddress';
import NetworkTable from '@site/src/components/NetworkTable';
import NetworkValue from '@site/src/components/NetworkValue';
import UpgradeDate from '@site/src/components/UpgradeDate';
import UpgradeSchedule from '@site/src/components/UpgradeSchedule';
import UpgradeStatus from '@site/src/components/UpgradeStatus';
import UpgradeTimeline from '@site/src/components/UpgradeTimeline';
import UpgradeWhen from '@site/src/components/UpgradeWhen';
import NetworkCodeBlock from '@site/src/components/NetworkCodeBlock';
import NetworkInlineCode from '@site/src/components/NetworkInlineCode';
import NetworkSwitch from '@site/src/components/NetworkSwitch';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  AddNetworkButton,
  AddTokenButton,
  AddressTable,
  InlineAddress,
  NetworkTable,
  NetworkValue,
  UpgradeDate,
  UpgradeSchedule,
  UpgradeStatus,
  UpgradeTimeline,
  UpgradeWhen,
  NetworkCodeBlock,
  NetworkInlineCode,
  NetworkSwitch,
};
