// Wraps the live code blocks' scope: playgrounds can use the site's network and token data and a unit converter.
import ReactLiveScope from '@theme-original/ReactLiveScope';
import {networks} from '@site/src/data/networks';
import {tokens} from '@site/src/data/tokens';
import {formatUnits, parseUnits} from './units';

export default {...ReactLiveScope, networks, tokens, parseUnits, formatUnits};
