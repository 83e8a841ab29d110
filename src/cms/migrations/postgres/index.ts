import * as migration_20261123_175651_initial from './20261123_175651_initial';

export const migrations = [
  {
    up: migration_20261123_175651_initial.up,
    down: migration_20261123_175651_initial.down,
    name: '20261123_175651_initial'
  },
];
