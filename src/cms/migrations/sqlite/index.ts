import * as migration_20261122_131627_initial from './20261122_131627_initial';

export const migrations = [
  {
    up: migration_20261122_131627_initial.up,
    down: migration_20261122_131627_initial.down,
    name: '20261122_131627_initial'
  },
];
