#!/usr/bin/env node
// Commit messages stay readable in `git log --oneline` and say why: a subject of at most 72 characters and a body.
// `node tools/scripts/commit-subjects.mjs` checks every commit after BASE (older history is left as it is) and fails
// listing those that break either rule. `--message-file <file>` checks one message instead, for a commit-msg hook
// (tools/scripts/hooks/commit-msg). Merge commits are skipped: git writes their messages.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The commit the rule starts after, and its commit time (for a clone too shallow to hold it). */
const BASE = 'd39f41e55abdd5ffffbc6d601db6c580648aedfc';
const BASE_TIME = 1796587883;
const MAX_SUBJECT = 72;

/** What is wrong with one message (subject = its first paragraph as git joins it; body = the rest). */
function problems(subject, body) {
  const found = [];
  if (subject.length > MAX_SUBJECT)
    found.push(`subject is ${subject.length} characters (at most ${MAX_SUBJECT})`);
  if (!body.trim()) found.push('no body saying why');
  return found;
}

/** A message file as git leaves it for the commit-msg hook: comment lines and what follows the scissors dropped. */
function parseMessage(text) {
  const kept = [];
  for (const line of text.split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) kept.push(line);
  }
  const paragraphs = kept
    .join('\n')
    .trim()
    .split(/\n\s*\n/);
  const subject = (paragraphs[0] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .join(' ');
  return { subject, body: paragraphs.slice(1).join('\n\n') };
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

/** The commits to check: BASE..HEAD, or, when BASE is not in this clone, those committed after BASE's time. */
function commitsToCheck() {
  if (tryGit('rev-parse', '--git-dir') === null) {
    console.log('[commit-subjects] not a git checkout: nothing to check');
    return null;
  }
  const format = ['--no-merges', '--format=%H%x00%ct%x00%s%x00%b%x1e'];
  const baseHere = tryGit('cat-file', '-e', `${BASE}^{commit}`) !== null;
  let log;
  if (baseHere) {
    log = git('log', ...format, `${BASE}..HEAD`);
  } else {
    const shallow = tryGit('rev-parse', '--is-shallow-repository')?.trim() === 'true';
    console.log(
      `[commit-subjects] base ${BASE.slice(0, 7)} is not in this clone${shallow ? ' (shallow)' : ''}: ` +
        'checking the commits it holds that were committed after it',
    );
    log = git('log', ...format, 'HEAD');
  }
  return log
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => {
      const [hash, time, subject, body] = record.split('\0');
      return { hash, time: Number(time), subject, body };
    })
    .filter((c) => baseHere || c.time > BASE_TIME);
}

function main(argv) {
  const at = argv.indexOf('--message-file');
  if (at >= 0) {
    const { subject, body } = parseMessage(readFileSync(argv[at + 1], 'utf8'));
    const found = problems(subject, body);
    if (found.length === 0) return 0;
    console.error(`commit message: ${found.join('; ')}\n  ${subject}`);
    return 1;
  }
  const commits = commitsToCheck();
  if (commits === null) return 0;
  const bad = commits
    .map((c) => ({ ...c, found: problems(c.subject, c.body) }))
    .filter((c) => c.found.length > 0);
  if (bad.length === 0) {
    console.log(
      `[commit-subjects] ${commits.length} commit(s) after the base: subjects ≤ ${MAX_SUBJECT}, each with a body`,
    );
    return 0;
  }
  console.error(
    `[commit-subjects] ${bad.length} of ${commits.length} commit(s) after the base break the rule:`,
  );
  for (const c of bad) console.error(`  ${c.hash.slice(0, 7)} ${c.subject}\n          ${c.found.join('; ')}`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
