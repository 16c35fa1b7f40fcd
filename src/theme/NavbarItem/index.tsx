// Wraps each navbar item so that it renders again only when its own props change: the navbar's content renders again
// when the window size and the mobile sidebar are known after hydration, and all its items rendered with it, with
// their links (on a doc page some 50 components, and their commit, for no change).
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
