import * as migration_20261127_020517_initial from './20261127_020517_initial';
import * as migration_20261128_105806_content_health from './20261128_105806_content_health';
import * as migration_20261128_112730_catalogue_rebates from './20261128_112730_catalogue_rebates';
import * as migration_20261128_142543_request_internal_note from './20261128_142543_request_internal_note';
import * as migration_20261128_172631_outbox_account_mails from './20261128_172631_outbox_account_mails';

export const migrations = [
  {
    up: migration_20261127_020517_initial.up,
    down: migration_20261127_020517_initial.down,
    name: '20261127_020517_initial',
  },
  {
    up: migration_20261128_105806_content_health.up,
    down: migration_20261128_105806_content_health.down,
    name: '20261128_105806_content_health'
  },
  {
    up: migration_20261128_112730_catalogue_rebates.up,
    down: migration_20261128_112730_catalogue_rebates.down,
    name: '20261128_112730_catalogue_rebates'
  },
  {
    up: migration_20261128_142543_request_internal_note.up,
    down: migration_20261128_142543_request_internal_note.down,
    name: '20261128_142543_request_internal_note'
  },
  {
    up: migration_20261128_172631_outbox_account_mails.up,
    down: migration_20261128_172631_outbox_account_mails.down,
    name: '20261128_172631_outbox_account_mails'
  },
];
