/**
 * The three docs plugin instances. Each has a content folder and a route base
 * named after its id, and a sidebars file under sidebars/ with the same name.
 */
export const docsInstances = [
  {id: 'runtime', label: 'Runtime'},
  {id: 'deploy', label: 'Deploy'},
  {id: 'subhosting', label: 'Subhosting'},
] as const;

export type DocsInstanceId = (typeof docsInstances)[number]['id'];
