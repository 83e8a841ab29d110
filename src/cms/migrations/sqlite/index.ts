import * as migration_20261123_175630_initial from './20261123_175630_initial';

export const migrations = [
  {
    up: migration_20261123_175630_initial.up,
    down: migration_20261123_175630_initial.down,
    name: '20261123_175630_initial'
  },
];
