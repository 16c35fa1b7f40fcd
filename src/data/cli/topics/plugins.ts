import type {CliTopic} from '../types';

/** `celocli plugins:*`: the oclif plugin manager bundled with celocli. */
export const plugins: CliTopic = {
  id: 'plugins',
  summary: 'List, install, link, update and remove plugins that add commands to celocli.',
  commands: [
    {
      id: 'plugins',
      purpose: 'Lists the plugins you installed; with `--core` it also lists the plugins that ship with celocli.',
      usage: 'celocli plugins [--core] [--json]',
      args: [],
      flags: [
        {name: 'core', type: 'boolean', description: 'Include the core plugins bundled with celocli.'},
        {name: 'json', type: 'boolean', description: 'Print the list as JSON.'},
      ],
      examples: [{description: 'List all plugins, bundled ones included.', command: 'celocli plugins --core'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:install',
      aliases: ['plugins:add'],
      purpose:
        'Installs a plugin from npm or a Git URL. A user-installed plugin overrides a core plugin that defines a command with the same name. `plugins:add` is an alias.',
      usage: 'celocli plugins:install PLUGIN... [--force] [--silent | --verbose]',
      args: [{name: 'PLUGIN', required: true, description: 'An npm package name, a GitHub `user/repo` or a Git URL; several may be given.'}],
      flags: [
        {name: 'force', char: 'f', type: 'boolean', description: 'Run the package install with its force option.'},
        {name: 'silent', char: 's', type: 'boolean', description: 'Hide the package manager output.'},
        {name: 'verbose', char: 'v', type: 'boolean', description: 'Show detailed package manager output.'},
        {name: 'json', type: 'boolean', description: 'Print the result as JSON.'},
      ],
      examples: [{description: 'Install a plugin published on npm.', command: 'celocli plugins:install <PLUGIN_PACKAGE>'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:inspect',
      purpose: 'Shows the installation details of a plugin, such as where it is installed and which version, which helps when a command behaves unexpectedly.',
      usage: 'celocli plugins:inspect [PLUGIN...] [--verbose] [--json]',
      args: [{name: 'PLUGIN', required: false, description: 'The plugin to inspect; the plugin in the current folder when omitted.'}],
      flags: [
        {name: 'verbose', char: 'v', type: 'boolean', description: 'Show more detail.'},
        {name: 'json', type: 'boolean', description: 'Print the details as JSON.'},
      ],
      examples: [{description: 'Inspect an installed plugin.', command: 'celocli plugins:inspect <PLUGIN_PACKAGE>'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:link',
      purpose:
        'Links a plugin from a local folder for development, so changes take effect without reinstalling. A linked plugin overrides installed and core ones.',
      usage: 'celocli plugins:link [PATH] [--no-install] [--verbose]',
      args: [{name: 'PATH', required: false, description: 'The plugin folder; the current folder when omitted.'}],
      flags: [
        {name: 'install', type: 'boolean', default: 'true', description: 'Install the plugin’s dependencies after linking; pass `--no-install` to skip.'},
        {name: 'verbose', char: 'v', type: 'boolean', description: 'Show more detail.'},
      ],
      examples: [{description: 'Link the plugin you are developing.', command: 'celocli plugins:link ./my-celocli-plugin'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:update',
      purpose: 'Updates every installed plugin to its latest version.',
      usage: 'celocli plugins:update [--verbose]',
      args: [],
      flags: [{name: 'verbose', char: 'v', type: 'boolean', description: 'Show more detail.'}],
      examples: [{description: 'Update your plugins.', command: 'celocli plugins:update'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:uninstall',
      aliases: ['plugins:unlink', 'plugins:remove'],
      purpose: 'Removes a plugin. `plugins:remove` and `plugins:unlink` are aliases.',
      usage: 'celocli plugins:uninstall [PLUGIN...] [--verbose]',
      args: [{name: 'PLUGIN', required: false, description: 'The plugin to remove.'}],
      flags: [{name: 'verbose', char: 'v', type: 'boolean', description: 'Show more detail.'}],
      examples: [{description: 'Remove a plugin.', command: 'celocli plugins:uninstall <PLUGIN_PACKAGE>'}],
      l2Status: 'supported',
    },
    {
      id: 'plugins:reset',
      purpose: 'Removes every user-installed and linked plugin, optionally reinstalling them afterwards.',
      usage: 'celocli plugins:reset [--hard] [--reinstall]',
      args: [],
      flags: [
        {name: 'hard', type: 'boolean', description: 'Also delete the plugins’ installed packages and package manager files.'},
        {name: 'reinstall', type: 'boolean', description: 'Reinstall the plugins after removing them.'},
      ],
      examples: [{description: 'Start over with a clean plugin set.', command: 'celocli plugins:reset --hard'}],
      l2Status: 'supported',
    },
  ],
};
