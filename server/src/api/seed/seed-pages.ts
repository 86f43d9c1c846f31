/** The demo seed's single pages, branches and questions (see seed-content.ts for the catalogue). */

export const HOME = {
  brandNameEn: 'Rosewater Bakery',
  brandNameAr: 'مخبز ماء الورد',
  heroTitleEn: 'Cakes baked with love, and classes to bake your own',
  heroTitleAr: 'كعكات نخبزها بحب، وورش تعلّمك أن تخبز بنفسك',
  heroSubtitleEn:
    'Fresh every morning in Dubai since 2012. Order a cake for your next celebration or join a hands-on class.',
  heroSubtitleAr:
    'طازجة كل صباح في دبي منذ عام ٢٠١٢. اطلب كعكة مناسبتك القادمة أو انضم إلى إحدى ورشنا العملية.',
  introTitleEn: 'Made from scratch, every day',
  introTitleAr: 'نصنع كل شيء بأيدينا، كل يوم',
  introBodyEn:
    'We bake in small batches with real butter, free-range eggs and fruit from local farms. No mixes, no shortcuts: just good cakes and the people who love making them.',
  introBodyAr:
    'نخبز بكميات صغيرة بالزبدة الطبيعية وبيض المزارع الحرّة والفواكه من المزارع المحلية. لا خلطات جاهزة ولا طرق مختصرة، بل كعك طيّب يصنعه أناس يحبّون عملهم.',
};

/** The demo shop's settings (their own record). */
export const SHOP = {
  currency: 'AED',
  timeZone: 'Asia/Dubai',
  orderLeadDays: 2,
  // Prices include the UAE's 5 % VAT.
  vatRate: 5,
  orderNoteEn:
    'Most cakes need two days. Tiered wedding cakes need five working days: order early or message us on WhatsApp.',
  orderNoteAr:
    'تحتاج معظم الكعكات إلى يومين. أما كعكات الأعراس متعددة الطبقات فتحتاج إلى خمسة أيام عمل، فاطلبها مبكرًا أو راسلنا على واتساب.',
  whatsappNumber: '+971505550141',
};

export const ABOUT = {
  titleEn: 'Our story',
  titleAr: 'حكايتنا',
  bodyEn:
    'Rosewater Bakery began in 2012 in a small kitchen in Jumeirah, where Lina Haddad baked birthday cakes for friends and neighbours. Word spread, the orders grew, and two years later we opened our first shop.\n\nToday our team of twelve bakers still follows Lina’s rule: bake only what you would serve your own family. Alongside the shop we run baking classes for adults and children, because the best part of a cake is sharing how it is made.',
  bodyAr:
    'بدأت حكاية مخبز ماء الورد عام ٢٠١٢ في مطبخ صغير في جميرا، حيث كانت لينا حدّاد تخبز كعكات أعياد الميلاد للأصدقاء والجيران. انتشر الخبر وكثرت الطلبات، وبعد عامين افتتحنا متجرنا الأول.\n\nواليوم ما زال فريقنا المؤلّف من اثني عشر خبّازًا يلتزم بقاعدة لينا: لا نخبز إلا ما نقدّمه لعائلاتنا. وإلى جانب المتجر ننظّم ورش خَبز للكبار والصغار، لأن أجمل ما في الكعكة أن نتشارك طريقة صنعها.',
};

export const INSTRUCTOR = {
  nameEn: 'Chef Lina Haddad',
  nameAr: 'الشيف لينا حدّاد',
  jobTitleEn: 'Founder, head pastry chef and instructor',
  jobTitleAr: 'المؤسِّسة ورئيسة قسم الحلويات ومدرّبة الخَبز',
  bioEn:
    'Lina trained in pastry in Lyon and worked in hotel kitchens in Beirut and Dubai before opening Rosewater Bakery. She has taught more than two thousand students, from nervous beginners to professional bakers, and believes anyone can learn to bake a beautiful cake.',
  bioAr:
    'درست لينا فنون الحلويات في مدينة ليون، وعملت في مطابخ الفنادق في بيروت ودبي قبل أن تؤسّس مخبز ماء الورد. درّبت أكثر من ألفي متدرّب، من المبتدئين المتردّدين إلى الخبّازين المحترفين، وهي مؤمنة بأن كل شخص قادر على أن يتعلّم خَبز كعكة جميلة.',
  instagramUrl: 'https://www.instagram.com/rosewater.bakery.demo',
  facebookUrl: 'https://www.facebook.com/rosewater.bakery.demo',
};

export const BRANCHES = [
  {
    nameEn: 'Jumeirah',
    nameAr: 'فرع جميرا',
    addressEn: 'Jumeirah Beach Road, Villa 41, Jumeirah 1, Dubai',
    addressAr: 'شارع جميرا، فيلا ٤١، جميرا ١، دبي',
    phone: '+971 4 555 0141',
    email: 'jumeirah@rosewater-bakery.example',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Jumeirah+Beach+Road+Dubai',
    openingHoursEn: 'Saturday to Thursday 8:00–22:00, closed on Friday',
    openingHoursAr: 'من السبت إلى الخميس ٨:٠٠ صباحًا – ١٠:٠٠ مساءً، ومغلق يوم الجمعة',
  },
  {
    nameEn: 'Dubai Marina',
    nameAr: 'فرع دبي مارينا',
    addressEn: 'Marina Walk, Shop 7, Dubai Marina, Dubai',
    addressAr: 'ممشى المارينا، محل رقم ٧، دبي مارينا، دبي',
    phone: '+971 4 555 0177',
    email: 'marina@rosewater-bakery.example',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Marina+Walk+Dubai',
    openingHoursEn: 'Every day 9:00–23:00',
    openingHoursAr: 'يوميًا من ٩:٠٠ صباحًا حتى ١١:٠٠ مساءً',
  },
];

export const FAQS = [
  {
    questionEn: 'How far ahead should I order a custom cake?',
    questionAr: 'قبل كم يومًا يجب أن أطلب كعكة حسب الطلب؟',
    answerEn: 'At least three days ahead for birthday cakes and two weeks ahead for wedding cakes.',
    answerAr: 'ننصح بالطلب قبل ثلاثة أيام على الأقل لكعكات أعياد الميلاد، وقبل أسبوعين لكعكات الأعراس.',
  },
  {
    questionEn: 'Do you deliver?',
    questionAr: 'هل لديكم خدمة توصيل؟',
    answerEn: 'Yes, everywhere in Dubai from 9:00 to 20:00. Delivery is free on orders over AED 200.',
    answerAr:
      'نعم، نوصل إلى جميع مناطق دبي من التاسعة صباحًا حتى الثامنة مساءً، والتوصيل مجاني للطلبات التي تزيد على ٢٠٠ درهم.',
  },
  {
    questionEn: 'Can you make gluten-free or nut-free cakes?',
    questionAr: 'هل تحضّرون كعكات خالية من الغلوتين أو المكسرات؟',
    answerEn:
      'We bake gluten-free and nut-free cakes on request. Our kitchen does handle nuts, so we cannot promise that no traces remain.',
    answerAr:
      'نعم، نحضّرها عند الطلب. لكن مطبخنا يتعامل مع المكسرات، لذلك لا نستطيع أن نضمن خلوّها التام من آثارها.',
  },
  {
    questionEn: 'What should I bring to a class?',
    questionAr: 'ماذا أحضر معي إلى الورشة؟',
    answerEn:
      'Just yourself. Aprons, tools and ingredients are provided, and you take home everything you bake.',
    answerAr: 'لا تحتاج إلا إلى حضورك. نوفّر المرايل والأدوات والمكوّنات، وتأخذ معك كل ما تخبزه.',
  },
  {
    questionEn: 'Can I cancel or move my class booking?',
    questionAr: 'هل يمكنني إلغاء حجز الورشة أو تغيير موعده؟',
    answerEn:
      'Free of charge up to seven days before the class. After that we give you a credit for a later class.',
    answerAr: 'يمكنك ذلك مجانًا حتى سبعة أيام قبل موعد الورشة، وبعدها نمنحك رصيدًا تستخدمه في ورشة لاحقة.',
  },
  {
    questionEn: 'Are classes taught in Arabic or English?',
    questionAr: 'هل تُقدَّم الورش باللغة العربية أم الإنجليزية؟',
    answerEn:
      'Both. Chef Lina teaches in Arabic and English, and every recipe card is printed in both languages.',
    answerAr: 'باللغتين معًا؛ تشرح الشيف لينا بالعربية والإنجليزية، ونوزّع بطاقات الوصفات مطبوعة باللغتين.',
  },
];
