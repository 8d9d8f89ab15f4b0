import { domMin } from 'framer-motion';

export default domMin;
