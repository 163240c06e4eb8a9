import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyOf, useApiMutation } from '@/api/resources';
import { call, type ApiInput } from '@/lib/api-client';

export type NoteInput = ApiInput<'POST /staff/members/:id/notes'>['body'];

/** The member's notes this role may read, newest contact first, a page at a time (each read is in the access log). */
export function useNotesPages(memberId: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeyOf('GET /staff/members/:id/notes', { params: { id: memberId } }), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call('GET /staff/members/:id/notes', { params: { id: memberId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useAddNoteMutation(memberId: string) {
  return useApiMutation('POST /staff/members/:id/notes', (body: NoteInput) => [{ params: { id: memberId }, body }]);
}

export function useEditNoteMutation(memberId: string) {
  return useApiMutation('PUT /staff/members/:id/notes/:noteId', ({ noteId, body }: { noteId: string; body: NoteInput }) => [
    { params: { id: memberId, noteId }, body },
  ]);
}

export function useAddAddendumMutation(memberId: string) {
  return useApiMutation('POST /staff/members/:id/notes/:noteId/addenda', ({ noteId, text }: { noteId: string; text: string }) => [
    { params: { id: memberId, noteId }, body: { text } },
  ]);
}
