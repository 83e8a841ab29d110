import * as migration_20261126_162922_initial from './20261126_162922_initial';

export const migrations = [
  {
    up: migration_20261126_162922_initial.up,
    down: migration_20261126_162922_initial.down,
    name: '20261126_162922_initial'
  },
];
