// Bilingual demo content seeded into an empty database. Every text obeys the back-office
// validation rules (spec back-office.md section 5), so an administrator can re-save it unchanged.
// Lists are newest first, as the seeder and the public lists expect.

import type { Contact, Excursion, NewsPost, Partner, PdfDocument, Review } from "@shelter/contract";

/** A file in ./images. */
type ImageFile = string;

/** What the demo writes: the record without what the server derives (ids, image details). */
type ImageDetails = "alt_ua" | "alt_en" | "image_width" | "image_height";

export type DemoNewsPost = Omit<
  NewsPost,
  "ID" | "id" | "image_url" | "image_variants" | "status" | "publish_at" | ImageDetails
> & {
  image: ImageFile;
};
export type DemoExcursion = Omit<
  Excursion,
  "ID" | "image_url" | "image_variants" | ImageDetails
> & {
  image: ImageFile;
};
export type DemoReview = Omit<Review, "id">;
export type DemoPartner = Omit<
  Partner,
  "ID" | "logo" | "logo_variants" | "alt_ua" | "alt_en" | "logo_width" | "logo_height"
> & { logo: ImageFile };
export type DemoContact = Omit<Contact, "id">;
export type DemoDocument = Pick<PdfDocument, "title"> & {
  /** A file in ./documents, made by scripts/make-demo-documents.ts. */
  file: string;
};

export const demoNews: DemoNewsPost[] = [
  {
    title_ua: "Готуємося до зими",
    title_en: "Getting ready for winter",
    subtitle_ua:
      "Сезон екскурсій завершено. Утеплюємо хлів, завозимо солому і вже чекаємо на весну.",
    subtitle_en:
      "The excursion season is over. We are insulating the barn, stocking up on straw and already waiting for spring.",
    content_ua:
      "Останні гості цього року приїхали до нас наприкінці жовтня, і тепер притулок переходить на зимовий режим. Узимку екскурсій не проводимо: коровам потрібен спокій, а дорогу до Буші часто замітає снігом.\n\nЗа минулі тижні ми утеплили стіни хліва, засклили вікна, перевірили труби, щоб вода не замерзла, і завезли двісті тюків соломи для підстилки. Сіна маємо 540 тюків із потрібних 600, тож збір на зимівлю ще триває.\n\nДякуємо всім, хто був із нами цього сезону: понад дві тисячі гостей, сорок волонтерів і сотні донатів. Навесні ми знову відчинимо ворота. А поки стежте за новинами: покажемо, як корови радіють першому снігу.",
    content_en:
      "The last guests of the year came to us at the end of October, and now the shelter is switching to its winter routine. We do not run excursions in winter: the cows need peace and quiet, and the road to Busha is often covered in snow.\n\nOver the past weeks we insulated the barn walls, glazed the windows, checked the pipes so the water will not freeze and brought in two hundred bales of straw for bedding. We have 540 of the 600 bales of hay we need, so the winter fundraiser is still open.\n\nThank you to everyone who was with us this season: more than two thousand guests, forty volunteers and hundreds of donations. We will open the gates again in spring. Until then, follow our news: we will show you how the cows enjoy the first snow.",
    image: "news-07.jpg",
    createdAt: "2026-11-12T09:30:00.000Z",
  },
  {
    title_ua: "До нас приїхали учні вінницької школи",
    title_en: "Pupils from a Vinnytsia school came to visit",
    subtitle_ua:
      "Третьокласники разом із вчителькою провели в Буші цілий урок природознавства просто неба.",
    subtitle_en:
      "Third-graders and their teacher spent a whole nature studies lesson in the open air in Busha.",
    content_ua:
      "Двадцять шість третьокласників і їхня вчителька Оксана Петрівна приїхали до нас шкільним автобусом у вівторок зранку. Для багатьох дітей це була перша зустріч із коровою так близько.\n\nСпершу ми розповіли, як корови потрапляють до притулку і чому їм тут добре. Потім діти пригощали телят морквою, вчилися розчісувати корів щіткою і рахували, скільки разів за хвилину корова пережовує жуйку. Найсміливіші погладили Ромашку по носі, а Бублик дозволив себе обійняти.\n\nНаприкінці кожен намалював свою улюблену корову, і ці малюнки тепер висять у нашій альтанці. Запрошуємо школи та дитячі садки: екскурсії для груп проводимо до кінця жовтня.",
    content_en:
      "Twenty-six third-graders and their teacher Oksana Petrivna came to us by school bus on Tuesday morning. For many of the children it was the first time they had been this close to a cow.\n\nFirst we told them how cows end up at the shelter and why they are happy here. Then the children fed carrots to the calves, learned to groom the cows with a brush and counted how many times a minute a cow chews her cud. The bravest ones stroked Romashka on the nose, and Bublyk let them hug him.\n\nAt the end everyone drew their favourite cow, and the drawings now hang in our gazebo. Schools and kindergartens are welcome: we run group excursions until the end of October.",
    image: "news-05.jpg",
    createdAt: "2026-09-24T11:15:00.000Z",
  },
  {
    title_ua: "Збираємо на сіно для зимівлі",
    title_en: "Raising funds for winter hay",
    subtitle_ua:
      "Щоб стадо спокійно перезимувало, потрібно близько 600 тюків сіна. Перша машина вже приїхала!",
    subtitle_en:
      "For the herd to get through the winter we need about 600 bales of hay. The first truckload has already arrived!",
    content_ua:
      "Доросла корова з'їдає взимку 12-15 кілограмів сіна на день, а зима в нас триває з листопада до квітня. Тому щоліта ми оголошуємо збір на сіно.\n\nЦього року нам потрібно близько 600 тюків. Фермер із сусіднього села продає сіно зі своїх лук за чесною ціною і сам привозить його до притулку. Перша машина, 120 тюків, уже в хліві: її повністю оплатили наші постійні донатори.\n\nДопомогти можна будь-якою сумою за реквізитами на сайті. А якщо маєте вантажівку чи причіп і вільну суботу, напишіть нам: сіно ще треба перевезти з поля.",
    content_en:
      "In winter an adult cow eats 12-15 kilograms of hay a day, and our winter lasts from November to April. That is why every summer we open a hay fundraiser.\n\nThis year we need about 600 bales. A farmer from the neighbouring village sells hay from his own meadows at a fair price and delivers it to the shelter himself. The first truckload of 120 bales is already in the barn: our regular donors paid for all of it.\n\nYou can help with any amount using the payment details on the website. And if you have a truck or a trailer and a free Saturday, write to us: the hay still has to be brought in from the field.",
    image: "news-04.jpg",
    createdAt: "2026-08-19T08:45:00.000Z",
  },
  {
    title_ua: "Плановий огляд ветеринара: стадо здорове",
    title_en: "Routine vet check-up: the herd is healthy",
    subtitle_ua:
      "Лікарка оглянула всіх корів і телят, обрізала копита трьом старшим коровам і взяла аналізи.",
    subtitle_en:
      "The vet examined every cow and calf, trimmed the hooves of three older cows and took blood samples.",
    content_ua:
      "Двічі на рік до нас приїжджає ветеринарна лікарка Ірина, яка опікується притулком від самого початку. Цього разу огляд тривав майже цілий день: у нас уже чотирнадцять корів і п'ятеро телят.\n\nУсі мешканці отримали щеплення, а трьом старшим коровам Ірина обрізала копита, щоб їм було легше ходити. Бублик за чотири місяці набрав майже сімдесят кілограмів і тепер бігає пасовищем наввипередки з іншими телятами. Зірка, яка навесні кульгала, повністю одужала.\n\nЛіки й аналізи коштували 9600 гривень. Дякуємо всім, хто донатить щомісяця: саме завдяки вам ми не відкладаємо лікування на потім.",
    content_en:
      "Twice a year we are visited by Iryna, the vet who has looked after the shelter from the very beginning. This time the check-up took almost the whole day: we now have fourteen cows and five calves.\n\nEvery animal was vaccinated, and Iryna trimmed the hooves of three older cows to make walking easier for them. In four months Bublyk has put on almost seventy kilograms and now races the other calves across the pasture. Zirka, who was limping in spring, has fully recovered.\n\nThe medicine and tests cost 9600 hryvnias. Thank you to everyone who donates every month: thanks to you we never have to put treatment off.",
    image: "news-06.jpg",
    createdAt: "2026-07-08T13:00:00.000Z",
  },
  {
    title_ua: "Толока на притулку: полагодили огорожу і хлів",
    title_en: "Volunteer day: we fixed the fence and the barn",
    subtitle_ua:
      "Двадцять три волонтери за один день замінили стовпчики огорожі, почистили хлів і пофарбували годівниці.",
    subtitle_en:
      "In a single day twenty-three volunteers replaced the fence posts, cleaned the barn and painted the feeders.",
    content_ua:
      "Толока в селі завжди була справою всієї громади, і цього разу до нас приїхали люди з Вінниці, Жмеринки і навіть Києва.\n\nЗранку чоловіки копали ями і ставили нові стовпчики: старі за зиму підгнили, і корови вже двічі ходили в гості на сусідський город. Дівчата вичищали хлів, вивозили тачками стару солому і стелили свіжу. Діти фарбували годівниці в жовтий і блакитний.\n\nОбідали всі разом під старою яблунею: борщ, вареники з вишнями і компот від наших сусідок. Дякуємо кожному, хто приїхав працювати руками! Наступну толоку плануємо на серпень, стежте за новинами.",
    content_en:
      "In a village, a volunteer work day has always been something the whole community does together, and this time people came to us from Vinnytsia, Zhmerynka and even Kyiv.\n\nIn the morning the men dug holes and set new posts: the old ones had rotted over the winter, and the cows had already paid two visits to the neighbours' vegetable garden. The girls cleaned out the barn, wheeled away the old straw and laid fresh bedding. The children painted the feeders yellow and blue.\n\nWe all had lunch together under the old apple tree: borshch, cherry varenyky and fruit compote from our neighbours. Thank you to everyone who came to work with their hands! The next volunteer day is planned for August, so keep an eye on our news.",
    image: "news-03.jpg",
    createdAt: "2026-06-13T16:20:00.000Z",
  },
  {
    title_ua: "День добра разом з UAnimals",
    title_en: "A day of kindness with UAnimals",
    subtitle_ua:
      "Разом із партнерами провели день відкритих дверей: лекція про права тварин, майстер-клас для дітей і благодійний ярмарок.",
    subtitle_en:
      "Together with our partners we held an open day: a talk on animal rights, a workshop for children and a charity fair.",
    content_ua:
      "У суботу на подвір'ї притулку було людно й весело. Разом із командою UAnimals ми влаштували день відкритих дверей для всіх, хто хотів побачити, як живуть врятовані корови.\n\nГості слухали коротку лекцію про те, що корови відчувають біль і страх так само, як собаки чи коти, а діти малювали наших мешканок і плели віночки з кульбаб. На ярмарку продавали вироби місцевих майстринь, домашню випічку і листівки з фотографіями корів.\n\nЗа день ми зібрали 18400 гривень. Цього вистачить на сіно для всього стада на цілий місяць. Дякуємо UAnimals, волонтерам і кожному, хто приїхав!",
    content_en:
      "On Saturday the shelter yard was busy and cheerful. Together with the UAnimals team we held an open day for everyone who wanted to see how rescued cows live.\n\nGuests listened to a short talk about how cows feel pain and fear just as dogs or cats do, while the children drew our residents and wove dandelion wreaths. The fair sold crafts by local makers, home baking and postcards with photos of the cows.\n\nIn one day we raised 18400 hryvnias. That is enough to buy hay for the whole herd for a month. Thank you to UAnimals, to our volunteers and to everyone who came!",
    image: "news-02.jpg",
    createdAt: "2026-05-16T14:10:00.000Z",
  },
  {
    title_ua: "Відкриваємо сезон екоекскурсій 2026",
    title_en: "The 2026 eco-excursion season is open",
    subtitle_ua:
      "З 18 квітня чекаємо гостей щодня з 10:00 до 18:00. Групи до 30 людей, оплата у формі донату.",
    subtitle_en:
      "From 18 April we welcome guests every day from 10:00 to 18:00. Groups of up to 30 people, pay what you can as a donation.",
    content_ua:
      "Зима позаду, пасовище зазеленіло, а наші корови цього тижня вперше вийшли на вигін. Отже, час відчиняти ворота для гостей!\n\nЦього року ми проводимо три екскурсії: арт-терапію з коровами, допомогу на притулку і програму для різного віку. Спілкування з тваринами триває від 30 до 60 хвилин, а решту часу ви гуляєте садом, слухаєте історії наших мешканок і п'єте трав'яний чай на подвір'ї.\n\nФіксованої ціни немає: кожен жертвує стільки, скільки може, і всі кошти йдуть на корм, ліки та ремонт хліва. Щоб ми встигли підготуватися, домовляйтеся про візит заздалегідь телефоном або поштою. Адреса: вулиця Виноградна, 11, село Буша, Вінницька область. До зустрічі!",
    content_en:
      "Winter is behind us, the pasture has turned green and this week our cows went out to graze for the first time. So it is time to open the gates to guests!\n\nThis year we offer three excursions: art therapy with cows, help at the shelter and a programme for different ages. Time with the animals lasts 30 to 60 minutes, and for the rest of the visit you can walk in the orchard, hear the stories of our residents and drink herbal tea in the yard.\n\nThere is no fixed price: everyone donates what they can, and all the money goes to feed, medicine and barn repairs. So that we can prepare, please arrange your visit in advance by phone or e-mail. Address: Vynohradna street 11, Busha village, Vinnytsia oblast. See you soon!",
    image: "news-02.jpg",
    createdAt: "2026-04-11T10:00:00.000Z",
  },
  {
    title_ua: "Знайомтеся: Бублик, врятований від забою",
    title_en: "Meet Bublyk, a calf saved from slaughter",
    subtitle_ua:
      "Тритижневого бичка ми забрали з ферми, де його мали продати на м'ясо. Тепер у нього є дім, тепла солома і дві корови-няні.",
    subtitle_en:
      "We took the three-week-old bull calf from a farm where he was about to be sold for meat. Now he has a home, warm straw and two cow nannies.",
    content_ua:
      "Минулого тижня нам зателефонували з сусіднього району: на невеликій фермі продавали на забій тритижневого бичка. Господар погодився віддати малюка, якщо ми заберемо його того ж дня. За три години волонтери вже везли теля до Буші, загорнувши його в ковдру на задньому сидінні старенького мікроавтобуса.\n\nМи назвали його Бубликом, бо він спить, згорнувшись калачиком. Перші дні Бублик був дуже слабким і пив молоко з пляшечки кожні чотири години. Ветеринарка оглянула його, зробила щеплення і пообіцяла, що за місяць він наздожене однолітків.\n\nНайбільше нас зворушила Ромашка, наша найстарша корова. Вона сама підійшла до загороди, облизала малюка і тепер не відходить від нього ні на крок. Коли почнеться сезон екскурсій, ви зможете познайомитися з Бубликом особисто. А поки будемо вдячні за допомогу із замінником молока: одного мішка вистачає приблизно на два тижні.",
    content_en:
      "Last week we got a call from a neighbouring district: a small farm was selling a three-week-old bull calf for slaughter. The owner agreed to give him to us if we picked him up the same day. Three hours later our volunteers were driving the calf to Busha, wrapped in a blanket on the back seat of an old minibus.\n\nWe named him Bublyk, which means bagel, because he sleeps curled up in a ring. In his first days Bublyk was very weak and drank milk from a bottle every four hours. The vet examined him, gave him his vaccinations and promised that within a month he would catch up with calves his age.\n\nWhat touched us most was Romashka, our oldest cow. She walked up to the pen by herself, licked the little one and has not left his side since. When the excursion season starts, you can meet Bublyk in person. Until then we would be grateful for help with milk replacer: one sack lasts about two weeks.",
    image: "news-01.jpg",
    createdAt: "2026-03-24T12:40:00.000Z",
  },
];

// spec: exactly these three excursions, in this order, with these durations and group size.
export const demoExcursions: DemoExcursion[] = [
  {
    title_ua: "Арт-терапія з коровами",
    title_en: "Art therapy with cows",
    description_ua:
      "Спокійна творча зустріч просто на пасовищі. Ви малюєте корів і краєвиди Поділля, а поруч неспішно пасуться наші мешканки. Фарби, пензлі, папір і мольберти даємо ми, досвід у малюванні не потрібен. Спілкування з тваринами займає 30-60 хвилин: можна погладити корів, почухати їм шию і послухати історію кожної. Така зустріч добре знімає напругу і підходить і дорослим, і дітям від шести років. Тривалість від 60 до 120 хвилин, група до 30 людей. Участь за донат, усі кошти йдуть на утримання притулку.",
    description_en:
      "A calm creative meeting right on the pasture. You paint cows and the landscapes of Podillia while our residents graze peacefully nearby. We provide paints, brushes, paper and easels, and no drawing experience is needed. Time with the animals takes 30-60 minutes: you can stroke the cows, scratch their necks and hear the story of each one. It is a lovely way to relieve stress and suits adults and children from six years old. Duration 60 to 120 minutes, groups of up to 30 people. Participation is by donation, and all of it goes to the upkeep of the shelter.",
    amount_of_persons: 30,
    time_from: 60,
    time_to: 120,
    image: "excursion-art-therapy.jpg",
  },
  {
    title_ua: "Допомога на притулку",
    title_en: "Help at the shelter",
    description_ua:
      "Для тих, хто хоче не лише подивитися, а й попрацювати руками. Разом із волонтерами ви чиститимете загони, носитимете сіно, наливатимете воду і розчісуватимете корів щітками. Ми покажемо, як безпечно поводитися з великими тваринами, і розкажемо, як минає звичайний день на притулку. Після роботи на вас чекають 30-60 хвилин спокійного спілкування з коровами і чай у саду. Зручний одяг і закрите взуття обов'язкові, рукавиці видамо. Тривалість від 60 до 180 хвилин, група до 30 людей. Участь за донат.",
    description_en:
      "For those who want not only to look but also to work with their hands. Together with our volunteers you will clean the pens, carry hay, fill the water troughs and groom the cows with brushes. We will show you how to behave safely around large animals and tell you what an ordinary day at the shelter looks like. After the work you get 30-60 minutes of quiet time with the cows and tea in the orchard. Comfortable clothes and closed shoes are a must, and we will give you gloves. Duration 60 to 180 minutes, groups of up to 30 people. Participation is by donation.",
    amount_of_persons: 30,
    time_from: 60,
    time_to: 180,
    image: "excursion-help-at-shelter.jpg",
  },
  {
    title_ua: "Для різного віку",
    title_en: "For different ages",
    description_ua:
      "Легка прогулянка для родин, шкіл, дитячих садків і людей старшого віку. Маршрут рівний і короткий, по дорозі є лавки для відпочинку. Ми знайомимо гостей із коровами і телятами, розповідаємо, як тварини потрапили до притулку, і вчимо правильно пригощати їх морквою та яблуками. Спілкування з тваринами триває 30-60 хвилин, а програму ми підлаштовуємо під вік і настрій групи. Тривалість від 30 до 90 хвилин, група до 30 людей. Екскурсії проводимо з весни до осені, участь за донат.",
    description_en:
      "An easy walk for families, schools, kindergartens and older visitors. The route is short and level, with benches to rest on along the way. We introduce guests to the cows and calves, tell how the animals came to the shelter and show how to treat them to carrots and apples the right way. Time with the animals lasts 30-60 minutes, and we adapt the programme to the age and mood of the group. Duration 30 to 90 minutes, groups of up to 30 people. Excursions run from spring to autumn, participation is by donation.",
    amount_of_persons: 30,
    time_from: 30,
    time_to: 90,
    image: "excursion-different-ages.jpg",
  },
];

export const demoReviews: DemoReview[] = [
  {
    name_ua: "Олена Коваленко",
    name_en: "Olena Kovalenko",
    review_ua:
      "Приїхали з донькою на арт-терапію і залишилися на весь день. Корови виявилися неймовірно лагідними, а волонтери розповідали про кожну з такою любов'ю, що хотілося плакати. Обов'язково повернемося!",
    review_en:
      "My daughter and I came for art therapy and stayed the whole day. The cows turned out to be incredibly gentle, and the volunteers spoke about each of them with so much love that it moved us to tears. We will definitely be back!",
  },
  {
    name_ua: "Андрій Мельник",
    name_en: "Andrii Melnyk",
    review_ua:
      "Були на толоці всією родиною. Працювали до вечора, втомилися, але це була приємна втома. Діти досі згадують, як телятко Бублик жувало рукав моєї куртки.",
    review_en:
      "The whole family came for the volunteer day. We worked until evening and were tired, but it was a good kind of tired. The kids still talk about Bublyk the calf chewing the sleeve of my jacket.",
  },
  {
    name_ua: "Ірина Бондар",
    name_en: "Iryna Bondar",
    review_ua:
      "Я вчителька, привозила свій третій клас. Кращого уроку природознавства не придумаєш! Дякую за терпіння до двадцяти шести непосид і за смачний чай.",
    review_en:
      "I am a teacher and brought my third-grade class. You could not think of a better nature lesson! Thank you for your patience with twenty-six fidgets and for the lovely tea.",
  },
  {
    name_ua: "Дмитро Шевчук",
    name_en: "Dmytro Shevchuk",
    review_ua:
      "Думав, що корови байдужі до людей. Як же я помилявся! Зірка ходила за мною по всьому пасовищу, наче собака, і підставляла шию, щоб почухали.",
    review_en:
      "I thought cows did not care about people. How wrong I was! Zirka followed me around the whole pasture like a dog and kept offering her neck for a scratch.",
  },
  {
    name_ua: "Наталія Ткаченко",
    name_en: "Nataliia Tkachenko",
    review_ua:
      "Привезли бабусю, їй 82 роки. Для неї поставили лавку в затінку, а теля підійшло до неї саме. Бабуся розповідала, як у дитинстві пасла корову, і всі її слухали.",
    review_en:
      "We brought our grandmother, who is 82. They set up a bench for her in the shade, and a calf walked up to her on its own. Grandma told everyone how she herded a cow as a child, and we all listened.",
  },
  {
    name_ua: "Юрій і Світлана",
    name_en: "Yurii and Svitlana",
    review_ua:
      "Чудове місце, щоб відпочити від міста: тиша, старий сад, корови і найсмачніший трав'яний чай. Донат зробили з радістю, бо на власні очі бачили, куди йдуть гроші.",
    review_en:
      "A wonderful place to get away from the city: silence, an old orchard, cows and the best herbal tea. We were happy to donate because we saw with our own eyes where the money goes.",
  },
  {
    name_ua: "Софія Гнатюк",
    name_en: "Sofiia Hnatiuk",
    review_ua:
      "Я малювала корову Ромашку, і вона весь час дивилася на мене, ніби позувала. Мій малюнок тепер висить удома на холодильнику!",
    review_en:
      "I was painting Romashka the cow, and she kept looking at me as if she was posing. My picture is now on our fridge at home!",
  },
  {
    name_ua: "Тарас Лук'яненко",
    name_en: "Taras Lukianenko",
    review_ua:
      "Приїжджав волонтером на три дні. Працював багато, спав мало, а додому повертався щасливим. Тут справді розумієш, що кожне врятоване життя важливе.",
    review_en:
      "I came as a volunteer for three days. I worked a lot, slept little and went home happy. Here you truly understand that every life saved matters.",
  },
  {
    name_ua: "Катаріна Новак",
    name_en: "Katarina Novak",
    review_ua:
      "Приїхала зі Словаччини разом із друзями з Sloboda zvierat. Вражає, скільки роблять тут кілька людей разом із громадою села. Дякую за гостинність і за вареники!",
    review_en:
      "I came from Slovakia with friends from Sloboda zvierat. It is amazing how much a few people and the village community achieve here together. Thank you for the hospitality and the varenyky!",
  },
];

// The partners the spec names; organisations without a known address get an example.org link.
export const demoPartners: DemoPartner[] = [
  {
    name: "UAnimals",
    name_en: "UAnimals",
    link: "https://uanimals.org/",
    logo: "partner-uanimals.png",
  },
  {
    name: "Sloboda zvierat",
    name_en: "Sloboda zvierat",
    link: "https://www.slobodazvierat.sk/",
    logo: "partner-sloboda-zvierat.png",
  },
  {
    name: "Простір «Здорове життя»",
    name_en: "Healthy Life Space",
    link: "https://example.org/healthy-life-space",
    logo: "partner-healthy-life.png",
  },
  {
    name: "Trainee Volunteers",
    name_en: "Trainee Volunteers",
    link: "https://example.org/trainee-volunteers",
    logo: "partner-trainee.png",
  },
  {
    name: "European Animal Protection",
    name_en: "European Animal Protection",
    link: "https://example.org/european-animal-protection",
    logo: "partner-european-animal-protection.png",
  },
];

export const demoGallery: string[] = Array.from(
  { length: 24 },
  (_, index) => `gallery-${String(index + 1).padStart(2, "0")}.jpg`,
);

export const demoContact: DemoContact = {
  name: "Притулок для корів у Буші",
  email: "busha.shelter@example.org",
  phone: "+380 671 234 567",
};

/** The footer's two documents, newest first as every list. */
export const demoDocuments: DemoDocument[] = [
  { title: "Політика конфіденційності", file: "privacy-policy.pdf" },
  { title: "Умови використання", file: "conditions-of-use.pdf" },
];
