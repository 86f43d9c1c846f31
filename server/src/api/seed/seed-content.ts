/**
 * The demo content a fresh site starts with: a bakery in Dubai that sells cakes and teaches.
 * Arabic is written as an Arabic-speaking baker would write it, not translated word for word.
 */

type Drawing = 'layer-cake' | 'drip-cake' | 'cheesecake' | 'course-bread' | 'course-decorating';

export interface Palette {
  bg: string;
  main: string;
  accent: string;
  cream: string;
}

export const CAKE_CATEGORIES = [
  { nameEn: 'Birthday cakes', nameAr: 'كعكات أعياد الميلاد' },
  { nameEn: 'Weddings & celebrations', nameAr: 'كعكات الأعراس والمناسبات' },
  { nameEn: 'Everyday classics', nameAr: 'كعكات كلاسيكية لكل يوم' },
] as const;

interface SeedCake {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  /** Index into CAKE_CATEGORIES. */
  category: number;
  featured: boolean;
  drawing: Drawing;
  palette: Palette;
  /** Its sizes, each with its price; without, one size at `price`. */
  sizes?: SeedSize[];
  flavours?: { nameEn: string; nameAr: string }[];
  /** Days of notice it needs beyond the site's. */
  leadDays?: number;
  /** Indexes into BRANCHES of the branches that make it; without: every branch. */
  branches?: number[];
}

interface SeedSize {
  labelEn: string;
  labelAr: string;
  price: number;
  servingsFrom: number;
  servingsTo: number;
}

/** "1 kg" and "2 kg", as most of our cakes come. */
const byWeight = (small: number, large: number): SeedSize[] => [
  { labelEn: '1 kg', labelAr: '١ كغ', price: small, servingsFrom: 8, servingsTo: 10 },
  { labelEn: '2 kg', labelAr: '٢ كغ', price: large, servingsFrom: 16, servingsTo: 20 },
];

// Listed oldest first: the newest (last) shows first on the site.
export const CAKES: SeedCake[] = [
  {
    nameEn: 'Date & cardamom loaf',
    nameAr: 'كعكة التمر والهيل',
    descriptionEn:
      'A moist loaf of Khalas dates, warm cardamom and a drizzle of date syrup. Lovely with Arabic coffee.',
    descriptionAr:
      'كعكة طرية بتمر الخلاص والهيل الدافئ، تُزيَّن بخيوط من دبس التمر. رفيقة مثالية لفنجان القهوة العربية.',
    price: 65,
    category: 2,
    featured: false,
    drawing: 'layer-cake',
    palette: { bg: '#f3e6d4', main: '#8a5a3b', accent: '#5b3a24', cream: '#f6e7cf' },
  },
  {
    nameEn: 'Carrot cake with cream cheese',
    nameAr: 'كعكة الجزر بكريمة الجبن',
    descriptionEn: 'Spiced carrot sponge with toasted walnuts, layered with tangy cream-cheese frosting.',
    descriptionAr: 'طبقات من كيك الجزر المتبّل مع الجوز المحمّص، تتخللها كريمة الجبن بنكهتها المنعشة.',
    price: 120,
    category: 2,
    featured: false,
    drawing: 'layer-cake',
    palette: { bg: '#fbe8d6', main: '#d98a3d', accent: '#e2622b', cream: '#fff7ec' },
    sizes: byWeight(120, 220),
  },
  {
    nameEn: 'Berry cheesecake',
    nameAr: 'تشيز كيك بالتوت',
    descriptionEn: 'Baked vanilla cheesecake on a buttery biscuit base, topped with fresh berries.',
    descriptionAr: 'تشيز كيك مخبوز بالفانيليا على قاعدة بسكويت بالزبدة، يعلوه التوت الطازج.',
    price: 140,
    category: 2,
    featured: true,
    drawing: 'cheesecake',
    palette: { bg: '#f4e4ee', main: '#a8325e', accent: '#7b1f45', cream: '#fff8ef' },
  },
  {
    nameEn: 'Lemon & elderflower cake',
    nameAr: 'كعكة الليمون وزهر البيلسان',
    descriptionEn:
      'Light lemon sponge soaked in elderflower syrup, finished with lemon curd and Swiss meringue.',
    descriptionAr: 'كيك الليمون الخفيف مشبّع بشراب زهر البيلسان، مع كريمة الليمون وطبقة من المرنغ السويسري.',
    price: 150,
    category: 1,
    featured: false,
    drawing: 'cheesecake',
    palette: { bg: '#fbf5d9', main: '#f2cf4a', accent: '#9bbf4a', cream: '#fffdf3' },
  },
  {
    nameEn: 'Pistachio & rosewater cake',
    nameAr: 'كعكة الفستق الحلبي بماء الورد',
    descriptionEn: 'Our signature: pistachio sponge, rosewater buttercream and crushed Aleppo pistachios.',
    descriptionAr: 'كعكتنا المميزة: كيك الفستق الحلبي مع كريمة الزبدة بماء الورد، مرشوشة بالفستق المجروش.',
    price: 180,
    category: 1,
    featured: true,
    drawing: 'layer-cake',
    palette: { bg: '#e8f1e1', main: '#9cc17a', accent: '#e7839a', cream: '#fbf4ec' },
    sizes: byWeight(180, 330),
  },
  {
    nameEn: 'Three-tier vanilla rose wedding cake',
    nameAr: 'كعكة زفاف بالفانيليا والورد من ثلاث طبقات',
    descriptionEn:
      'Madagascar vanilla sponge and raspberry jam under smooth buttercream, dressed with sugar roses. Serves 80.',
    descriptionAr:
      'كيك بفانيليا مدغشقر ومربى التوت تحت كريمة زبدة ناعمة، مزيّنة بورود من السكر. تكفي ٨٠ شخصًا.',
    price: 1450,
    category: 1,
    featured: true,
    drawing: 'drip-cake',
    palette: { bg: '#f7ece6', main: '#fdf7f1', accent: '#e9b8c4', cream: '#ffffff' },
    leadDays: 5,
    branches: [0],
  },
  {
    nameEn: 'Rainbow sprinkle cake',
    nameAr: 'كعكة قوس قزح بالحلوى الملوّنة',
    descriptionEn: 'Six colourful vanilla layers hidden under white buttercream and a shower of sprinkles.',
    descriptionAr: 'ست طبقات ملوّنة من كيك الفانيليا تختبئ تحت كريمة الزبدة البيضاء ورشّات الحلوى الملوّنة.',
    price: 210,
    category: 0,
    featured: false,
    drawing: 'drip-cake',
    palette: { bg: '#e4f0f7', main: '#ffffff', accent: '#5fa8d3', cream: '#f6b7c9' },
    flavours: [
      { nameEn: 'Vanilla', nameAr: 'فانيليا' },
      { nameEn: 'Chocolate', nameAr: 'شوكولاتة' },
      { nameEn: 'Strawberry', nameAr: 'فراولة' },
    ],
  },
  {
    nameEn: 'Strawberry shortcake',
    nameAr: 'كعكة الفراولة بالكريمة',
    descriptionEn:
      'Airy sponge, whipped cream and plenty of fresh strawberries. Light enough for a second slice.',
    descriptionAr:
      'كيك هشّ مع الكريمة المخفوقة وكمية سخية من الفراولة الطازجة. خفيفة لدرجة أنك ستطلب قطعة ثانية.',
    price: 160,
    category: 0,
    featured: false,
    drawing: 'layer-cake',
    palette: { bg: '#fde8ea', main: '#f6d3b0', accent: '#e0324b', cream: '#ffffff' },
    sizes: byWeight(160, 290),
  },
  {
    nameEn: 'Chocolate fudge cake',
    nameAr: 'كعكة الشوكولاتة بالفدج',
    descriptionEn:
      'Three layers of dark chocolate sponge with silky fudge frosting and a glossy ganache drip.',
    descriptionAr: 'ثلاث طبقات من كيك الشوكولاتة الداكنة مع كريمة الفدج الناعمة وصوص الغاناش اللامع.',
    price: 175,
    category: 0,
    featured: true,
    drawing: 'drip-cake',
    palette: { bg: '#f5e6da', main: '#6b3e26', accent: '#3b2013', cream: '#f3dcc1' },
    sizes: byWeight(175, 320),
    flavours: [
      { nameEn: 'Dark chocolate', nameAr: 'شوكولاتة داكنة' },
      { nameEn: 'Salted caramel', nameAr: 'كراميل مملّح' },
    ],
  },
];

export const COURSE_CATEGORIES = [
  { nameEn: 'Cake decorating', nameAr: 'تزيين الكعك' },
  { nameEn: 'Bread & pastry', nameAr: 'الخبز والمعجنات' },
  { nameEn: 'Kids & family', nameAr: 'ورش الأطفال والعائلة' },
] as const;

interface SeedCourse {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  category: number;
  /** Days from the seed date; stored at UTC midnight. */
  startsInDays: number;
  /** Site-local `HH:mm`. */
  startTime: string;
  durationHours: number;
  seats: number;
  featured: boolean;
  drawing: Drawing;
  palette: Palette;
}

export const COURSES: SeedCourse[] = [
  {
    titleEn: 'Maamoul with dates and walnuts',
    titleAr: 'المعمول بالتمر والجوز',
    descriptionEn:
      'Shape and bake the Eid classic with semolina dough, date paste and walnuts, using traditional wooden moulds.',
    descriptionAr:
      'تعلّم تحضير معمول العيد بعجينة السميد وحشوات التمر والجوز، وتشكيله بالقوالب الخشبية التقليدية.',
    price: 280,
    category: 1,
    startsInDays: 45,
    startTime: '10:00',
    durationHours: 4,
    seats: 12,
    featured: false,
    drawing: 'course-bread',
    palette: { bg: '#f4ead9', main: '#d7a566', accent: '#8a5a3b', cream: '#fff8ec' },
  },
  {
    titleEn: 'Family cookie decorating',
    titleAr: 'تزيين البسكويت مع العائلة',
    descriptionEn:
      'A relaxed Saturday morning of royal icing, sprinkles and plenty of giggles. For children 6 and up with a grown-up.',
    descriptionAr:
      'صباح سبت ممتع مع كريمة الآيسنغ ورشّات الحلوى والكثير من الضحك. للأطفال من عمر ست سنوات برفقة أحد الوالدين.',
    price: 190,
    category: 2,
    startsInDays: 12,
    startTime: '09:30',
    durationHours: 2,
    seats: 16,
    featured: false,
    drawing: 'course-decorating',
    palette: { bg: '#e6f2ec', main: '#7cc4a4', accent: '#f29e4c', cream: '#ffffff' },
  },
  {
    titleEn: 'Little bakers: colourful cupcakes',
    titleAr: 'الخبّازون الصغار: كب كيك ملوّن',
    descriptionEn: 'Kids bake, fill and pipe their own cupcakes and take home a box of six.',
    descriptionAr: 'يخبز الصغار الكب كيك بأنفسهم ويحشونه ويزيّنونه، ثم يأخذون معهم علبة فيها ست قطع.',
    price: 150,
    category: 2,
    startsInDays: 20,
    startTime: '18:30',
    durationHours: 2,
    seats: 10,
    featured: true,
    drawing: 'course-decorating',
    palette: { bg: '#fdebf1', main: '#f48fb1', accent: '#7e57c2', cream: '#fff9e6' },
  },
  {
    titleEn: 'Croissants & laminated dough',
    titleAr: 'الكرواسون والعجين المورّق',
    descriptionEn:
      'Lamination, folding and proofing: leave with flaky croissants, pains au chocolat and the confidence to bake them at home.',
    descriptionAr:
      'التوريق والطيّ والتخمير خطوة بخطوة، لتعود إلى بيتك بكرواسون هشّ ومعجنات الشوكولاتة وثقة بأنك قادر على خبزها بنفسك.',
    price: 520,
    category: 1,
    startsInDays: 30,
    startTime: '11:00',
    durationHours: 8,
    seats: 8,
    featured: true,
    drawing: 'course-bread',
    palette: { bg: '#fbefd9', main: '#e0a44a', accent: '#b5651d', cream: '#fff6e5' },
  },
  {
    titleEn: 'Sourdough bread from scratch',
    titleAr: 'خبز العجين المخمّر من الصفر',
    descriptionEn:
      'Feed a starter, mix, shape and score. Everyone goes home with a loaf and a jar of our 10-year-old starter.',
    descriptionAr:
      'من تغذية الخميرة الطبيعية إلى العجن والتشكيل والتشريط. يعود كل مشارك برغيف وبرطمان من خميرتنا التي نرعاها منذ عشر سنوات.',
    price: 450,
    category: 1,
    startsInDays: 16,
    startTime: '17:00',
    durationHours: 6,
    seats: 10,
    featured: false,
    drawing: 'course-bread',
    palette: { bg: '#ece4d8', main: '#c48a52', accent: '#7a4a2a', cream: '#f5ead9' },
  },
  {
    titleEn: 'Sugar-paste cake design for beginners',
    titleAr: 'تصميم الكعك بعجينة السكر للمبتدئين',
    descriptionEn: 'Cover a cake cleanly in sugar paste, then model simple flowers and figures to finish it.',
    descriptionAr: 'تعلّم تغطية الكعكة بعجينة السكر بإتقان، ثم شكّل زهورًا ومجسّمات بسيطة لتكتمل تحفتك.',
    price: 380,
    category: 0,
    startsInDays: 24,
    startTime: '10:30',
    durationHours: 5,
    seats: 10,
    featured: false,
    drawing: 'course-decorating',
    palette: { bg: '#eae6f6', main: '#b39ddb', accent: '#ec6f8f', cream: '#ffffff' },
  },
  {
    titleEn: 'Buttercream flowers masterclass',
    titleAr: 'ورشة احتراف زهور كريمة الزبدة',
    descriptionEn:
      'Pipe roses, peonies and ranunculus with Chef Lina, then arrange them into a crescent on your own cake.',
    descriptionAr:
      'تعلّم مع الشيف لينا تشكيل الورد والفاوانيا والحوذان بكريمة الزبدة، ثم نسّقها على شكل هلال فوق كعكتك.',
    price: 420,
    category: 0,
    startsInDays: 9,
    startTime: '19:00',
    durationHours: 4,
    seats: 12,
    featured: true,
    drawing: 'course-decorating',
    palette: { bg: '#fbe9ec', main: '#f6c1cc', accent: '#d6455d', cream: '#fffaf5' },
  },
];
