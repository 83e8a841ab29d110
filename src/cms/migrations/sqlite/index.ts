import * as migration_20261127_020517_initial from './20261127_020517_initial';
import * as migration_20261128_142543_request_internal_note from './20261128_142543_request_internal_note';

export const migrations = [
  {
    up: migration_20261127_020517_initial.up,
    down: migration_20261127_020517_initial.down,
    name: '20261127_020517_initial',
  },
  {
    up: migration_20261128_142543_request_internal_note.up,
    down: migration_20261128_142543_request_internal_note.down,
    name: '20261128_142543_request_internal_note'
  },
];
