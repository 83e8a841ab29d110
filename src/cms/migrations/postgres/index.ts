import * as migration_20261126_191405_initial from './20261126_191405_initial';

export const migrations = [
  {
    up: migration_20261126_191405_initial.up,
    down: migration_20261126_191405_initial.down,
    name: '20261126_191405_initial'
  },
];
