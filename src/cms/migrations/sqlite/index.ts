import * as migration_20261126_191717_initial from './20261126_191717_initial';

export const migrations = [
  {
    up: migration_20261126_191717_initial.up,
    down: migration_20261126_191717_initial.down,
    name: '20261126_191717_initial'
  },
];
