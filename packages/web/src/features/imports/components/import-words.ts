import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportKind } from '@wellpath/shared/health/imports';
import type { ReadState } from '../use-read-file';

// The words of the import screen that several parts use: the kinds, why a file cannot be read and
// why a value is set aside on the device (the shared schema's own sentences are translated by `tr`).

export const KIND_LABELS: Record<ImportKind, MessageDescriptor> = {
  weight: msg`Weight`,
  waist: msg`Waist`,
  body_fat: msg`Body fat`,
  blood_pressure: msg`Blood pressure`,
  steps: msg`Daily steps`,
  activity: msg`Workouts`,
};

export const FAILURES: Record<Extract<ReadState, { step: 'failed' }>['code'], MessageDescriptor> = {
  damaged: msg`This file is damaged: part of it cannot be read. Export it again from the app and choose the new file. Nothing was imported.`,
  truncated: msg`This file ends too early: it was probably cut off while it was downloaded or copied. Export it again from the app and choose the new file. Nothing was imported.`,
  unrecognised: msg`This file is not an export we can read. Choose the export of Apple Health (export.zip), Withings (weight.csv, bp.csv), Omron Connect, Google Fit or Fitbit (the Google Takeout archive, or a file from it), or a CSV file. Nothing was imported.`,
  empty: msg`This file is empty. Nothing was imported.`,
  cancelled: msg`Reading the file was cancelled. Nothing was imported.`,
  unreadable: msg`This file could not be read on this device. Nothing was imported.`,
};

export const DEVICE_REASONS: Record<string, MessageDescriptor> = {
  unknown_unit: msg`Its unit is not one the app knows`,
  future: msg`It is in the future`,
  unreadable: msg`Its date or value cannot be read`,
};
