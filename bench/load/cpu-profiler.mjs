// Loaded into a site's process by NODE_OPTIONS=--import (either release, unchanged): the
// first SIGUSR2 starts V8's sampling profiler, the second writes what it saw to
// $BENCH_CPU_PROFILE, so the profile covers the load run and nothing of the start.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  profiling = false;
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(result.profile));
  });
});
