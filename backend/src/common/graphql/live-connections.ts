/**
 * The live (WebSocket) connections each user holds on this process, so that one user cannot hold
 * them all: a connection is counted from its accepted connection_init to its close.
 */
export class LiveConnections {
  private readonly open = new Map<string, number>();

  constructor(private readonly perUser: number) {}

  /** Counts one more for `userId`; false (and nothing counted) when the user is at the limit. */
  tryOpen(userId: string): boolean {
    const count = this.open.get(userId) ?? 0;
    if (count >= this.perUser) return false;
    this.open.set(userId, count + 1);
    return true;
  }

  close(userId: string): void {
    const count = (this.open.get(userId) ?? 0) - 1;
    if (count > 0) this.open.set(userId, count);
    else this.open.delete(userId);
  }
}
