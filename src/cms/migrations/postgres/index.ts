import * as migration_20261126_191732_initial from './20261126_191732_initial';

export const migrations = [
  {
    up: migration_20261126_191732_initial.up,
    down: migration_20261126_191732_initial.down,
    name: '20261126_191732_initial'
  },
];
