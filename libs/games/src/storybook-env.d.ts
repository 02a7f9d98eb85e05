// Types `context.msw` in the stories' beforeEach (msw-storybook-addon, CSF 3).
/// <reference types="msw-storybook-addon/csf3" />
