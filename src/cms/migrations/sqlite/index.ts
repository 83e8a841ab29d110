import * as migration_20261122_125803_initial from './20261122_125803_initial';

export const migrations = [
  {
    up: migration_20261122_125803_initial.up,
    down: migration_20261122_125803_initial.down,
    name: '20261122_125803_initial'
  },
];
