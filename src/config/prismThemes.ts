/** Code themes for both color modes, with every token color at WCAG AA contrast on its background. */
import {themes, type PrismTheme} from 'prism-react-renderer';

const background = '#f6f8fa';

/** GitHub-like, with darker token colors. */
export const prismLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: background},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: '#0a3069'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: {color: '#b3202a'}},
    {types: ['function', 'class-name', 'builtin'], style: {color: '#6639ba'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter'], style: {color: '#8a3300'}},
    {types: ['tag', 'attr-name'], style: {color: '#116329'}},
  ],
};

/** Dracula, with comments lightened from 3:1 to AA contrast. */
export const prismDark: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#a3acd1', fontStyle: 'italic'}},
  ],
};
