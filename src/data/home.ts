/** Starting points shown on the home page: each must be an existing page (the build checks links). */
export interface StartingPoint {
  readonly title: string;
  readonly href: string;
  readonly description: string;
}

export const homeStartingPoints = [
  {
    title: 'Install Deno',
    href: '/runtime/manual/getting_started/installation',
    description: 'One command on macOS, Linux or Windows, then check it with deno --version.',
  },
  {
    title: 'Your first program',
    href: '/runtime/manual/getting_started/first_steps',
    description: 'Run a script, grant it permissions, serve HTTP and use an npm package.',
  },
  {
    title: 'Configure a project',
    href: '/runtime/manual/getting_started/configuration_file',
    description: 'Imports, tasks, lint and format settings in one deno.json.',
  },
  {
    title: 'Deploy an app',
    href: '/deploy/manual',
    description: 'Put a Deno server on the internet and connect a custom domain.',
  },
] as const satisfies readonly StartingPoint[];
