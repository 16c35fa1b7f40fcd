// Wraps the theme's MDX components to register the site's own, so every page can use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import AddTokenButton from '@site/src/components/AddTokenButton';
import AddressTable from '@site/src/components/AddressTable';
import CliReference from '@site/src/components/CliReference';
import NetworkTable from '@site/src/components/NetworkTable';
import NetworkValue from '@site/src/components/NetworkValue';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  AddNetworkButton,
  AddTokenButton,
  AddressTable,
  CliReference,
  NetworkTable,
  NetworkValue,
};
