import * as migration_20261126_160440_initial from './20261126_160440_initial';

export const migrations = [
  {
    up: migration_20261126_160440_initial.up,
    down: migration_20261126_160440_initial.down,
    name: '20261126_160440_initial'
  },
];
