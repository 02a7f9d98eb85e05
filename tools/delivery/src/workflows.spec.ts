// The GitHub Actions workflows are valid by the workflow schema (action-validator) and keep their promises: affected
// runs with nx-set-shas' base and head, the Nx cache restored, one deploy environment and concurrency group per site.
import { validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = resolve(import.meta.dirname, '../../../.github/workflows');
const workflows = readdirSync(dir).filter((f) => f.endsWith('.yml'));
const read = (name: string) => readFileSync(resolve(dir, name), 'utf-8');

describe('workflow files', () => {
  it('are the CI and the two deploy pipelines', () => {
    expect(workflows).toEqual(['ci.yml', 'deploy-server.yml', 'deploy-sites.yml']);
  });

  it.each(workflows)('%s is valid', (name) => {
    expect(validateWorkflow(read(name)).errors).toEqual([]);
  });

  it('the validator rejects a job with an unknown key', () => {
    const broken = read('ci.yml').replace(
      'timeout-minutes: 30',
      'timeout-minutes: 30\n    deploy-on: friday',
    );
    expect(validateWorkflow(broken).errors).not.toEqual([]);
  });
});

describe('CI', () => {
  const ci = read('ci.yml');
  it('runs the affected targets between the base and head nx-set-shas finds, with the Nx cache restored', () => {
    expect(ci).toContain('uses: nrwl/nx-set-shas@v4');
    expect(ci).toMatch(/uses: actions\/cache@v4\s+with:\s+path: \.nx\/cache/);
    expect(ci).toContain('affected --base=$NX_BASE --head=$NX_HEAD');
    for (const target of ['lint typecheck test', 'build', 'test-storybook build-storybook visual', 'e2e'])
      expect(ci).toContain(`-t ${target} `);
  });
  it('publishes the static Storybook as an artifact', () => {
    expect(ci).toMatch(/name: storybook\s+path: dist\/storybook/);
  });
});

describe('deploy pipelines', () => {
  it('give each site its own environment and concurrency group, and deploy only affected sites', () => {
    const sites = read('deploy-sites.yml');
    expect(sites).toContain('environment: site-${{ matrix.site }}');
    expect(sites).toContain('group: deploy-site-${{ matrix.site }}');
    expect(sites).toContain("--affected --base=$NX_BASE --head=$NX_HEAD --projects 'tag:type:app'");
    expect(sites).toContain('nx run ${{ matrix.site }}:deploy');
  });
  it('deploy the server alone when it is affected', () => {
    const server = read('deploy-server.yml');
    expect(server).toContain('group: deploy-server');
    expect(server).toContain('--affected --base=$NX_BASE --head=$NX_HEAD --projects api');
    expect(server).toContain('nx run api:deploy');
  });
});
