import * as migration_20261126_162937_initial from './20261126_162937_initial';

export const migrations = [
  {
    up: migration_20261126_162937_initial.up,
    down: migration_20261126_162937_initial.down,
    name: '20261126_162937_initial'
  },
];
