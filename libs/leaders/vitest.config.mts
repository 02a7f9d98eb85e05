import { defineWebLibConfig } from '../../tools/vitest/web-lib';

export default defineWebLibConfig();
