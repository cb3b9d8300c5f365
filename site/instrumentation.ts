/** Runs once when a server starts: a bad configuration stops start-up with a message naming it. */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    try {
      await import('./lib/env');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    }
  }
}
