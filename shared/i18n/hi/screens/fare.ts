import type { ScreenCatalog } from '../../catalog';

export const fare: ScreenCatalog['fare'] = {
  title: 'किराये का सारांश',
  party: 'आपका समूह',
  adults: 'वयस्क',
  childrenWithBed: 'बच्चे (बिस्तर सहित)',
  childrenNoBed: 'बच्चे (बिना बिस्तर)',
  singles: 'सिंगल कमरे में वयस्क',
  packageCost: 'पैकेज की लागत',
  gst: 'जीएसटी ({rate}%)',
  tcs: 'टीसीएस ({rate})',
  total: 'आपके समूह का कुल',
  tcsNote: 'टीसीएस आपके पैन पर लिया जाता है और आपके आयकर में समायोजित हो जाता है।',
  indicative: 'यह अनुमानित है; आपकी तारीखों का अंतिम किराया आपके कोऑर्डिनेटर पक्का करेंगे।',
  previousPhoto: 'पिछली फ़ोटो',
  nextPhoto: 'अगली फ़ोटो',
  goToPhoto: 'फ़ोटो {n} पर जाएँ',
};
