// Motion's animation features, loaded after first paint so they stay out of the first-load bundle.
import { domAnimation } from 'motion/react';

export default domAnimation;
