import * as migration_20261126_191356_initial from './20261126_191356_initial';

export const migrations = [
  {
    up: migration_20261126_191356_initial.up,
    down: migration_20261126_191356_initial.down,
    name: '20261126_191356_initial'
  },
];
