/** One server-sent event as a test client reads it: its `id:`, its `data:`, and whether it is the `: connected` frame. */
export interface SseFrame {
  id: string | null;
  data: string | null;
  connected: boolean;
}

/** Splits what an event stream has sent so far into whole frames; `rest` is the unfinished tail. */
export function takeFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames = blocks.map((block) => {
    let id: string | null = null;
    let data: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      if (line.startsWith('data: ')) data = line.slice(6);
    }
    return { id, data, connected: block.includes(': connected') };
  });
  return { frames, rest };
}
