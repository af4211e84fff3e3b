import base from './eslint.config.js';
export default [...base, { files: ['**/*.{ts,tsx}'], rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }] } }];
