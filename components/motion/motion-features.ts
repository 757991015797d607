import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, fetched by MotionProvider once an animated island mounts. */
export default domAnimation;
