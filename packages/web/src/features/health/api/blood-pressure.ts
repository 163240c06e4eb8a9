import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bpCategory, isLowBloodPressure, needsUrgentCare, pulseFlag } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { useMemo } from 'react';
import { call, type ApiInput } from '@/lib/api-client';
import type { BpReadingOutboxEntry } from '@/lib/offline/database';
import { submitBpReading, useOutbox } from '@/lib/offline/session';
import { apiQuery, refreshAfter, useApiMutation } from '@/api/resources';

/** A reading as sent: `measured_at` is ISO 8601 with the member's offset. */
type BpReadingInput = ApiInput<'POST /healthtracking/bloodpressure'>['body'];

/** A reading logged while offline: kept on this device, read with the same rules as the server's, until it is sent. */
export type WaitingBpReading = BpReading & { waiting: true };

/** What a save answers: the reading the server stored, or the one waiting on this device. */
export type SavedBpReading = BpReading | WaitingBpReading;

export const isWaiting = (reading: SavedBpReading): reading is WaitingBpReading => 'waiting' in reading;

/** A waiting entry of the outbox as the reading it will be once stored. */
function asWaitingReading({ id, body }: BpReadingOutboxEntry): WaitingBpReading {
  const { systolic, diastolic } = body;
  const pulse = body.pulse ?? null;
  return {
    _id: `waiting-${id}`,
    waiting: true,
    systolic,
    diastolic,
    pulse,
    measured_at: body.measured_at,
    arm: body.arm ?? null,
    notes: body.notes ?? '',
    category: bpCategory(systolic, diastolic),
    urgent: needsUrgentCare(systolic, diastolic),
    low: isLowBloodPressure(systolic, diastolic),
    pulse_flag: pulseFlag(pulse),
  };
}

/** Readings (newest first), the 7-day average with its category, and Hypertension Canada's threshold. */
export function useBloodPressureQuery() {
  return useQuery(apiQuery('GET /healthtracking/bloodpressure'));
}

/** The readings logged on this device that wait to be sent (refused ones are told by the layout), newest first. */
export function useWaitingBpReadings(): WaitingBpReading[] {
  const { readings } = useOutbox();
  return useMemo(
    () =>
      readings
        .filter((entry) => !entry.rejected)
        .map(asWaitingReading)
        .sort((a, b) => b.measured_at.localeCompare(a.measured_at)),
    [readings],
  );
}

/**
 * Logging a new reading, through the member's outbox (decision 0038): sent at once when online, else
 * kept on this device with its Idempotency-Key and sent when the connection is back. Correcting one.
 */
export function useSaveBpReading() {
  const queryClient = useQueryClient();
  return {
    create: useMutation<SavedBpReading, Error, BpReadingInput>({
      // Offline too: the outbox keeps the reading on the device.
      networkMode: 'always',
      mutationFn: async (body) => {
        const sending = await submitBpReading(body, () => call('POST /healthtracking/bloodpressure', { body }));
        return sending.outcome === 'sent' ? sending.reading : asWaitingReading(sending.entry);
      },
      onSettled: () => refreshAfter(queryClient, 'POST /healthtracking/bloodpressure'),
    }),
    update: useApiMutation('PUT /healthtracking/bloodpressure/:id', ({ id, ...body }: BpReadingInput & { id: string }) => [
      { params: { id }, body },
    ]),
  };
}
