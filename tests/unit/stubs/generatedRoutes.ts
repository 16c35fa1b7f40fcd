/** A small route table in the shape Docusaurus generates (`@generated/routes`): nested docs routes beside flat ones. */
const component = () => null;

export default [
  {path: '/blog', component, exact: true},
  {path: '/blog/celo-mainnet-layer-2', component, exact: true},
  {
    path: '/',
    component,
    routes: [
      {
        path: '/',
        component,
        routes: [
          {
            path: '/',
            component,
            routes: [
              {path: '/general', component, exact: true},
              {path: '/developer/deploy', component, exact: true},
              {path: '/developer/viem', component, exact: true},
            ],
          },
        ],
      },
    ],
  },
  {path: '*', component},
];
