import * as migration_20261126_203507_initial from './20261126_203507_initial';

export const migrations = [
  {
    up: migration_20261126_203507_initial.up,
    down: migration_20261126_203507_initial.down,
    name: '20261126_203507_initial'
  },
];
