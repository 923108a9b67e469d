/**
 * The docs plugin instances. Each has a content folder and a route base named after its id,
 * and a sidebars file under sidebars/ with the same name. The first four are the navbar's
 * sections; `lint` holds the lint rule reference that `deno lint` links to (/lint/rules/<rule>).
 */
export const docsInstances = [
  {id: 'runtime', label: 'Runtime', navbar: true},
  {id: 'deploy', label: 'Deploy', navbar: true},
  {id: 'subhosting', label: 'Subhosting', navbar: true},
  {id: 'sandbox', label: 'Sandbox', navbar: true},
  {id: 'lint', label: 'Lint rules', navbar: false},
] as const;

export type DocsInstanceId = (typeof docsInstances)[number]['id'];

/** The name a docs instance's pages are grouped under where no product claims them (search). */
export function instanceLabel(id: string): string {
  return docsInstances.find((instance) => instance.id === id)?.label ?? id;
}
