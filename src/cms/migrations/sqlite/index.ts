import * as migration_20261126_160430_initial from './20261126_160430_initial';

export const migrations = [
  {
    up: migration_20261126_160430_initial.up,
    down: migration_20261126_160430_initial.down,
    name: '20261126_160430_initial'
  },
];
