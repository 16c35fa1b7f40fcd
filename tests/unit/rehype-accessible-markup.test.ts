// @vitest-environment node
import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeAccessibleMarkup from '../../src/plugins/rehype-accessible-markup';

const checkbox = {
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true},
  children: [],
} as const;

describe('rehype-accessible-markup', () => {
  it('names each task checkbox after its own item, leaving out nested lists', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'ul',
          properties: {className: ['contains-task-list']},
          children: [
            {
              type: 'element',
              tagName: 'li',
              properties: {},
              children: [
                {...checkbox, properties: {...checkbox.properties}},
                {type: 'text', value: ' Verify the '},
                {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'feeCurrency'}]},
                {
                  type: 'element',
                  tagName: 'ul',
                  properties: {},
                  children: [
                    {
                      type: 'element',
                      tagName: 'li',
                      properties: {},
                      children: [
                        {...checkbox, properties: {...checkbox.properties}},
                        {type: 'text', value: ' nested'},
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    } as Root;
    rehypeAccessibleMarkup()(tree);
    const labels = JSON.stringify(tree).match(/"ariaLabel":"[^"]*"/g);
    expect(labels).toEqual(['"ariaLabel":"Verify the feeCurrency"', '"ariaLabel":"nested"']);
  });

  it('puts every table in the tab order so a keyboard can scroll a wide one', () => {
    const tree = {
      type: 'root',
      children: [{type: 'element', tagName: 'table', properties: {}, children: []}],
    } as Root;
    rehypeAccessibleMarkup()(tree);
    expect(tree.children[0]).toMatchObject({properties: {tabIndex: 0}});
  });
});
