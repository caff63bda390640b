/**
 * A bearer-token client of the running test app for the lead specs: JSON requests, a lead posted through
 * `POST /api/leads` (answering its opportunity id), and JSON reads. `target` is read at each call, so a spec can make
 * the client before its app has started.
 */
export function leadApi(target: () => { url: string; headers: Record<string, string> }) {
  const send = (path: string, body: unknown, method = 'POST'): Promise<Response> =>
    fetch(`${target().url}${path}`, { method, headers: { ...target().headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    send,
    /** Posts a lead and answers its opportunity id; anything but 201 fails the spec. */
    post: async (lead: Record<string, unknown>): Promise<string> => {
      const response = await send('/api/leads', lead);
      if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { opportunity_id: string }).opportunity_id;
    },
    get: (path: string): Promise<Response> => fetch(`${target().url}${path}`, { headers: target().headers }),
    json: async <T>(path: string): Promise<T> => (await (await fetch(`${target().url}${path}`, { headers: target().headers })).json()) as T,
  };
}
