/**
 * The theme's code block, after adding the site's extra Prism languages to prism-react-renderer's Prism: the work the
 * theme's `prism-include-languages` client module does at startup, which the code-on-demand plugin turns off.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
