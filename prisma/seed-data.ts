// Demo content for a new database: realistic, Arabic first, with English terms where researchers use them.
export const DEMO_MEMBERS = [
  { email: "layla.haddad@demo.manara.local", name: "د. ليلى حداد", phone: "+962 79 555 0142" },
  { email: "omar.saleh@demo.manara.local", name: "م. عمر صالح", phone: "+20 100 555 0199" },
  { email: "sara.alqahtani@demo.manara.local", name: "سارة القحطاني", phone: "+966 55 555 0177" },
  { email: "youssef.benali@demo.manara.local", name: "يوسف بن علي", phone: "+212 6 5555 0123" },
];

export const DEMO_UPDATES = [
  { title: "فتح باب التقديم لمنحة البحث الصيفية 2027", summary: "تستقبل المنصة طلبات الباحثين الشباب لبرنامج الإرشاد البحثي الصيفي حتى نهاية الشهر القادم.", author: "فريق منارة", category: "منح", daysAgo: 1 },
  { title: "ورشة عمل: كتابة الورقة العلمية باللغة الإنجليزية", summary: "ورشة تفاعلية عبر الإنترنت حول هيكلة الـ Abstract وكتابة الـ Literature Review بأسلوب أكاديمي.", author: "د. ليلى حداد", category: "ورش عمل", daysAgo: 3 },
  { title: "إضافة نماذج اختبارات GRE و IELTS جديدة", summary: "أضيفت إلى قسم الاختبارات التحضيرية نماذج محدثة مع أدلة دراسة وإجابات نموذجية.", author: "فريق منارة", category: "اختبارات", daysAgo: 6 },
  { title: "مسابقة أفضل بحث في الطاقة المتجددة", summary: "جوائز لأفضل ثلاثة أبحاث طلابية في مجالات الطاقة الشمسية وتخزين الطاقة، والتقديم مفتوح للجميع.", author: "م. عمر صالح", category: "مسابقات", daysAgo: 10 },
  { title: "تحديث سياسة النشر في المنصة", summary: "أصبحت جميع المقالات تمر بمراجعة تحريرية قبل النشر لضمان الجودة العلمية وتوثيق المصادر.", author: "فريق منارة", category: "إعلانات", daysAgo: 15 },
];

// Academic partnership: owners are demo members (by e-mail); requests come from other demo members.
export const DEMO_OPPORTUNITIES = [
  {
    owner: "layla.haddad@demo.manara.local", status: "approved", field: "صحة", type: "تعاون بحثي", daysAgo: 2,
    title: "انتشار السكري من النوع الثاني بين طلاب الجامعات",
    description: "دراسة مقطعية متعددة المراكز لقياس عوامل الخطر (النشاط البدني، النظام الغذائي، التاريخ العائلي) لدى طلاب الجامعات في الأردن ومصر. نبحث عن شركاء لجمع البيانات في جامعاتهم وتحليلها إحصائياً.",
    tags: ["السكري", "الصحة العامة", "دراسة مقطعية", "SPSS"], joiners: ["sara.alqahtani@demo.manara.local", "youssef.benali@demo.manara.local"],
  },
  {
    owner: "omar.saleh@demo.manara.local", status: "approved", field: "هندسة", type: "مشروع بحثي", daysAgo: 4,
    title: "تحسين كفاءة الألواح الشمسية في المناخ الصحراوي",
    description: "قياس أثر الغبار ودرجات الحرارة المرتفعة على أداء الألواح الكهروضوئية، وتجربة طلاءات ذاتية التنظيف منخفضة التكلفة. المشروع يحتاج مهندسين كهرباء ومختصين في علوم المواد.",
    tags: ["طاقة شمسية", "علوم المواد", "تجارب ميدانية"], joiners: ["layla.haddad@demo.manara.local"],
  },
  {
    owner: "sara.alqahtani@demo.manara.local", status: "approved", field: "علم نفس", type: "دراسة مشتركة", daysAgo: 6,
    title: "القلق الأكاديمي وأثره على التحصيل لدى طلاب السنة الأولى",
    description: "استبيان طولي على فصلين دراسيين يقيس مستويات القلق واستراتيجيات التكيّف وعلاقتها بالمعدل التراكمي. نرحب بطلاب الدراسات العليا في علم النفس التربوي.",
    tags: ["الصحة النفسية", "طلاب", "استبيان"], joiners: [],
  },
  {
    owner: "youssef.benali@demo.manara.local", status: "approved", field: "تكنولوجيا", type: "ورقة علمية مشتركة", daysAgo: 9,
    title: "نموذج لغوي لتصنيف الأسئلة التعليمية باللهجات العربية",
    description: "بناء مجموعة بيانات من أسئلة الطلاب بالدارجة المغربية واللهجة المصرية والخليجية، وتدريب نموذج تصنيف خفيف يعمل على الأجهزة المحمولة. نبحث عن متطوعين للتوسيم ومطورين بخبرة Python.",
    tags: ["ذكاء اصطناعي", "معالجة اللغة الطبيعية", "اللهجات العربية", "Python", "تعلم آلي"], joiners: ["omar.saleh@demo.manara.local"],
  },
  {
    owner: "layla.haddad@demo.manara.local", status: "approved", field: "بيئة", type: "تعاون بحثي", daysAgo: 12,
    title: "رصد جودة مياه الشرب في القرى الريفية",
    description: "جمع عينات دورية من مصادر المياه في عشر قرى وتحليل الملوثات الميكروبية والكيميائية، مع خريطة تفاعلية للنتائج تُشارك مع البلديات.",
    tags: ["جودة المياه", "GIS"], joiners: [],
  },
  {
    owner: "omar.saleh@demo.manara.local", status: "pending", field: "تعليم", type: "تعاون بحثي", daysAgo: 1,
    title: "أثر التعلم المدمج على مهارات البرمجة لدى طلاب المدارس",
    description: "تجربة شبه تجريبية في خمس مدارس ثانوية تقارن التعلم المدمج بالتعليم التقليدي في مادة البرمجة على مدى فصل دراسي كامل.",
    tags: ["تعليم إلكتروني", "برمجة"], joiners: [],
  },
  {
    owner: "youssef.benali@demo.manara.local", status: "rejected", field: "تكنولوجيا", type: "مشروع بحثي", daysAgo: 20,
    title: "تطبيق للتنبؤ بأسعار العملات الرقمية",
    description: "فكرة مشروع لتطبيق يتنبأ بأسعار العملات الرقمية باستخدام الشبكات العصبية.",
    tags: ["عملات رقمية"], joiners: [],
  },
];

export const DEMO_RESEARCH_PROJECTS = [
  {
    owner: "sara.alqahtani@demo.manara.local", daysAgo: 3, institution: "جامعة الملك سعود",
    title: "أثر وسائل التواصل الاجتماعي على جودة النوم لدى المراهقين",
    description: "دراسة تجمع بين مذكرات النوم وبيانات الاستخدام الفعلي للهواتف لدى 300 طالب وطالبة في المرحلة الثانوية.",
    requiredExpertise: "إحصاء حيوي، علم نفس النمو", tags: ["علم نفس", "مراهقون", "النوم"], joiners: ["layla.haddad@demo.manara.local"],
  },
  {
    owner: "omar.saleh@demo.manara.local", daysAgo: 5, institution: "جامعة القاهرة - كلية الهندسة",
    title: "شبكة حساسات منخفضة التكلفة لرصد تلوث الهواء",
    description: "تصميم وحدات قياس للجسيمات الدقيقة PM2.5 تعمل بالطاقة الشمسية وتُرسل البيانات عبر LoRaWAN، ومعايرتها مقابل محطات الرصد الرسمية.",
    requiredExpertise: "أنظمة مدمجة، تحليل بيانات بيئية", tags: ["بيئة", "إنترنت الأشياء", "تلوث الهواء"], joiners: [],
  },
  {
    owner: "youssef.benali@demo.manara.local", daysAgo: 8, institution: "جامعة محمد الخامس - الرباط",
    title: "مدونة نصوص عربية مفتوحة للبحث اللساني",
    description: "جمع وتنقيح مدونة من المقالات العلمية العربية المنشورة بترخيص مفتوح، مع توسيم صرفي ونحوي يدوي لعينة منها.",
    requiredExpertise: "لسانيات حاسوبية، توسيم لغوي", tags: ["معالجة اللغة الطبيعية", "لسانيات", "بيانات مفتوحة"], joiners: ["sara.alqahtani@demo.manara.local"],
  },
  {
    owner: "layla.haddad@demo.manara.local", daysAgo: 14, institution: "الجامعة الأردنية",
    title: "برنامج تدريبي للإسعافات الأولية في المدارس",
    description: "تصميم برنامج تدريبي قصير للمعلمين وقياس أثره على المعرفة والثقة في التعامل مع الحالات الطارئة.",
    requiredExpertise: "تمريض، تصميم تعليمي", tags: ["صحة", "تعليم"], joiners: [],
  },
];
