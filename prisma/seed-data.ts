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
