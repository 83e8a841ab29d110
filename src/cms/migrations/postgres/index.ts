import * as migration_20261122_141142_initial from './20261122_141142_initial';

export const migrations = [
  {
    up: migration_20261122_141142_initial.up,
    down: migration_20261122_141142_initial.down,
    name: '20261122_141142_initial'
  },
];
