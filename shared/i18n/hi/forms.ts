import type { Catalog } from '../catalog';

export const forms: Catalog['forms'] = {
  chooseFile: 'फ़ाइल चुनें',
  fileFromPhone: 'अपने फ़ोन से PDF या फ़ोटो',
  tapToChange: 'बदलने के लिए टैप करें',
  optional: '(वैकल्पिक)',
  submitting: 'भेजा जा रहा है...',
  yourNameMobile: 'आपका नाम और मोबाइल',
  callBack: 'ताकि व्हाट्सऐप न खुले तो हम आपको वापस कॉल कर सकें।',
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
};
