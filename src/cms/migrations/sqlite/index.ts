import * as migration_20261123_234053_initial from './20261123_234053_initial';

export const migrations = [
  {
    up: migration_20261123_234053_initial.up,
    down: migration_20261123_234053_initial.down,
    name: '20261123_234053_initial'
  },
];
