// Hand-curated word lists for Lexicon (see Lexicon.swift).
//
// HOW TO EDIT
// Every list is a StaticString that Lexicon binary-searches in place, so each
// must stay sorted in UTF-8 byte order with no duplicates: digits < capitals <
// lowercase < accented letters, e.g. "Zoom" < "eBay" < "iCloud". Single-word
// lists may wrap several words to a line (a space or a line break separates
// words; order runs across lines). LexiconTests checks the order and prints the
// correct one when it is wrong.
//
// WHAT A NAME HERE MEANS
// A single-word name is matched in exactly this spelling, and its capital is
// then never flagged, anywhere: sentence-style text keeps "Open Photos" and
// also lets "Delete all Photos?" through. So a word that is also a common
// English word goes in only when, capitalized in the middle of dialog copy, it
// is far more likely to be the name than a mistake. Words that fail that test
// but are still names go in `contextualNames`, for rules that look at the
// words around them. Lowercase plurals and possessives are derived ("iPhones",
// "Apple's"), so list only irregular ones.
//
// DECISIONS ON RISKY WORDS (single words that are also common words)
// Included, capital never flagged:
// - Home: the Home app, and Apple's own style capitalizes the Home button
//   and Home Screen; "Go Home" in sentence-style copy goes unflagged.
// - Focus: the iOS/macOS feature ("Turn on a Focus"); lowercase focus is rare
//   enough in dialog copy that a wrongly capitalized one is an acceptable miss.
// - Keynote: the app; the common noun hardly occurs in dialog copy.
// - The Apple apps whose names are plain nouns (Photos, Mail, Camera,
//   Messages, Music, Notes, Files, Settings, Calendar, Contacts, Clock,
//   Weather, Wallet, Health, Books, News, Maps, Reminders, Shortcuts, Trash,
//   Dock, ...): dialogs refer to them all the time ("Allow access in
//   Settings"), and flagging those would be the worst kind of false positive.
//   The cost: "Delete all Photos?" is not flagged on "Photos" alone.
// - Months March, May and August: "Available in May". The modal "may" or the
//   verb "march" capitalized mid-sentence goes unflagged; in a wrongly
//   title-cased sentence the other words are still flagged.
// - Slack, Zoom, Chrome, Outlook, Excel, Amazon, Windows, Android, Kindle,
//   Twitter, Discord, Telegram, Visa, Python, Swift and the language
//   and country names that are also words (Polish, China, Turkey, Chile,
//   Guinea): the name is what a capitalized occurrence almost always means.
// Left out as single words (in `contextualNames` instead):
// - Word, Teams, Edge: plain words in copy ("Enter a word"). The full names
//   "Microsoft Word", "Microsoft Teams", "Microsoft Edge" are multi-word names.
// - Pages, Numbers: "Print all pages", "Only numbers are allowed". (Keynote,
//   their sibling, is in.)
// - Signal: network copy says "No signal" and "weak signal".
// - Preview, Phone, Translate, Measure, Tips, Stocks, Journal, Watch, Remote,
//   Games, Activity, Sleep, ...: Apple app names that are also everyday UI
//   words or button titles.
// - Applications, Downloads, Recents: folders of the Finder and the Files app
//   ("in Downloads"), and plain words elsewhere. Not Desktop and Documents,
//   which name no folder far more often ("Switch to Desktop site?", "Scan
//   Documents").
// - Pro, Plus, Ultra, Air: model and plan names ("iPhone 16 Pro",
//   "Upgrade to Pro") but ordinary words elsewhere.
// - Internet: Apple's style guide writes "internet" in lowercase, so a
//   capital is a name only where the context makes it one.

extension Lexicon {
    /// The hand-curated lists.
    enum Curated {
        // MARK: - Single-word names (exact spelling)

        /// Apple products, operating systems, apps, services, features and
        /// frameworks, spelled as Apple spells them.
        static let appleNames = SortedWordList("""
            ARKit Accessibility AirDrop AirPlay AirPods AirPort AirPrint AirTag Animoji AppKit Apple AppleCare
            AppleCare+ AssistiveTouch Automator Bonjour Books Calculator Calendar Camera CarPlay
            Clock CloudKit Compass Contacts Continuity CoreData CoreML Cupertino Dock Downtime
            Exposé FaceTime FileVault Files Finder FireWire Fitness Fitness+ Focus Freeform GameKit
            GarageBand Gatekeeper Genmoji Grapher Handoff Health HealthKit Home HomeKit HomePod
            Inbox Keychain Keynote Launchpad Mac MacBook MagSafe Magnifier Mail MapKit Maps Memoji
            Messages Mindfulness Music NameDrop News News+ Notes Objective-C Outbox Passbook
            Passwords Photos Podcasts ProMotion QuickTime RealityKit Reminders Retina Rosetta Safari
            SceneKit Schoolwork Settings SharePlay Shazam Shortcuts Sidecar Siri SiriKit Spotlight
            SpriteKit StandBy Stickies StoreKit Swift SwiftUI Tapback TestFlight TextEdit
            Thunderbolt Trash UIKit VoiceOver Wallet Weather WebKit XProtect Xcode iBeacon iBooks
            iCloud iCloud+ iMac iMessage iMovie iOS iPad iPadOS iPhone iPhoto iPod iTunes iWork
            macOS tvOS visionOS watchOS
            """, layout: .words)

        /// Other companies, products and services (many of them also common
        /// words or unusually spelled), and technology names such as
        /// Bluetooth, Wi-Fi, USB-C, Ethernet. Command-line tools their makers
        /// write in lowercase, and no English word, keep that spelling ("Update
        /// npm"; blind suite 33, sweep 39); not git, curl or vim, words too.
        static let otherNames = SortedWordList("""
            1Password AMD Adobe Airbnb Alexa Amazon Amex Android Anthropic Asana Audible Authy Azure
            Bing Bitbucket Bitwarden Bixby Bluesky Bluetooth Canva ChatGPT Chrome ChromeOS
            Chromebook Chromium Cisco Cloudflare Comcast Copilot Cortana Crunchyroll Dashlane Deezer
            Discord Disney+ Docker DoorDash Dropbox DuckDuckGo Duolingo Ethernet Etsy Evernote Excel
            ExpressVPN Facebook Fastmail Figma Firebase Firefox Fitbit Fortnite Garmin Gemini GitHub
            GitLab Gmail GoDaddy Google Grammarly Grubhub Heroku Hotmail Huawei Hulu InDesign
            Instacart Instagram Intel Java JavaScript Jira KakaoTalk Kindle Kotlin
            Kubernetes LastPass Lightroom LinkedIn Linux Lyft Markdown MasterCard Mastercard
            Mastodon Max Microsoft Minecraft Mozilla NVIDIA Netflix Nintendo NordVPN Nvidia Okta
            OneDrive OneNote OpenAI OpenVPN Outlook Pandora Paramount+ PayPal Peloton Photoshop
            Pinterest PlayStation Plex PowerPoint ProtonMail Python Qualcomm Reddit Roblox
            Salesforce Samsung SharePoint Shopify Skype Slack Snapchat Sony SoundCloud Spotify
            Squarespace Starlink Strava T-Mobile Tailscale Telegram Tesla TikTok Trello Tumblr
            Twitch Twitter TypeScript USB-C Uber Ubuntu Unicode Unix Venmo Verizon Viber Vimeo Visa
            Vodafone Walmart Waze WeChat Webex Weibo WhatsApp Wi-Fi Wikipedia Windows WireGuard
            WordPress Xbox Xfinity Xiaomi Yahoo YouTube Zelle Zoom eBay ffmpeg npm npx pnpm wget zsh
            """, layout: .words)

        /// Days, months, their abbreviations that are not common words (so not
        /// Sun, Sat, Wed, Mar), and holidays.
        static let calendarNames = SortedWordList("""
            Apr April Aug August Chanukah Christmas Christmases Chuseok Dec December Diwali Easter
            Eid Feb February Fri Friday Halloween Hanukkah Hogmanay Holi Jan January Jul July Jun
            June Juneteenth Kwanzaa March May Mon Monday Navratri Nov November Nowruz Oct October
            Oktoberfest Passover Pentecost Purim Ramadan Saturday Sep Sept September Songkran Sunday
            Thanksgiving Thu Thur Thurs Thursday Tue Tues Tuesday Vesak Wednesday Xmas
            """, layout: .words)

        /// Countries, continents and regions, US states, Canadian provinces,
        /// major cities.
        static let placeNames = SortedWordList("""
            Afghanistan Africa Alabama Alaska Albania Alberta Algeria Alps America Americas
            Amsterdam Andalusia Andorra Angola Antarctic Antarctica Arctic Argentina Arizona
            Arkansas Armenia Asia Athens Atlanta Atlantic Auckland Austin Australia Austria
            Azerbaijan Bahamas Bahrain Balkans Baltics Bangalore Bangkok Bangladesh Barbados
            Barcelona Bavaria Beijing Belarus Belgium Belize Bengaluru Benin Berlin Bhutan Bogota
            Bogotá Bolivia Bosnia Boston Botswana Brazil Brisbane Britain Brooklyn Brunei Brussels
            Budapest Bulgaria Burma Burundi Cairo California Cambodia Cameroon Canada Caracas
            Caribbean Catalonia Chad Chicago Chile China Colombia Colorado Comoros Congo Connecticut
            Copenhagen Corsica Crete Croatia Cuba Cyprus Czechia Dallas Delaware Delhi Denmark
            Denver Dhaka Djibouti Doha Dominica Dubai Dublin Ecuador Edinburgh Egypt England Eritrea
            Estonia Eswatini Ethiopia Eurasia Europe Fiji Finland Florida France Frankfurt Gabon
            Gambia Geneva Georgia Germany Ghana Greece Greenland Grenada Guatemala Guinea Guyana
            Haiti Hamburg Hanoi Havana Hawaii Helsinki Herzegovina Himalayas Holland Hollywood
            Honduras Honolulu Houston Hungary Iceland Idaho Illinois India Indiana Indonesia Iowa
            Iran Iraq Ireland Israel Istanbul Italy Jakarta Jamaica Japan Jerusalem Johannesburg
            Jordan Kansas Karachi Kazakhstan Kentucky Kenya Kiev Kiribati Korea Kosovo Kuwait Kyiv
            Kyoto Kyrgyzstan Lagos Lahore Laos Latvia Lebanon Lesotho Liberia Libya Liechtenstein
            Lima Lisbon Lithuania London Louisiana Luxembourg Macao Macau Macedonia Madagascar
            Madrid Maine Malawi Malaysia Maldives Mali Malta Manhattan Manila Manitoba Maryland
            Massachusetts Mauritania Mauritius Mediterranean Melbourne Mexico Miami Michigan
            Micronesia Milan Minnesota Mississippi Missouri Moldova Monaco Mongolia Montana
            Montenegro Montreal Morocco Moscow Mozambique Mumbai Munich Myanmar Nairobi Namibia
            Nauru Nebraska Nepal Netherlands Nevada Nicaragua Niger Nigeria Norway Nunavut Oceania
            Ohio Oklahoma Oman Ontario Oregon Osaka Oslo Pacific Pakistan Palau Palestine Panama
            Paraguay Paris Patagonia Pennsylvania Perth Peru Philadelphia Philippines Poland
            Portugal Prague Qatar Quebec Riyadh Romania Rome Russia Rwanda Sahara Samoa Santiago
            Sardinia Saskatchewan Scandinavia Scotland Seattle Senegal Seoul Serbia Seychelles
            Shanghai Shenzhen Siberia Sicily Singapore Slovakia Slovenia Somalia Spain Stockholm
            Sudan Suriname Swaziland Sweden Switzerland Sydney Syria Taipei Taiwan Tajikistan
            Tanzania Tasmania Tennessee Texas Thailand Tibet Timor-Leste Tobago Togo Tokyo Tonga
            Toronto Trinidad Tunisia Turkey Turkmenistan Tuscany Tuvalu Türkiye Uganda Ukraine
            Uruguay Utah Uzbekistan Vancouver Vanuatu Vatican Venezuela Vermont Vienna Vietnam
            Virginia Wales Warsaw Washington Wisconsin Wyoming Yemen Yukon Zambia Zimbabwe Zurich
            """, layout: .words)

        /// Languages, nationalities and peoples, religions, and other proper
        /// adjectives (Celsius, Gregorian).
        static let languageAndPeopleNames = SortedWordList("""
            Afghan African Afrikaans Alaskan Albanian Algerian American Amharic Angolan Arab Arabic
            Argentine Argentinian Armenian Asian Assamese Atmos Aussie Australian Austrian
            Azerbaijani Azeri Balkan Baltic Bangla Bangladeshi Basque Belarusian Belgian Bengali
            Bosnian Brazilian Breton British Britons Brits Buddhism Buddhist Bulgarian Burmese
            Californian Cambodian Cameroonian Canadian Cantonese Catalan Catholic Cebuano Celsius
            Celtic Cherokee Chilean Chinese Christian Christianity Colombian Congolese Corsican
            Creole Croatian Cuban Cypriot Czech Danes Danish Dari Dolby Dutch Egyptian Emirati
            English Esperanto Estonian Ethiopian European Fahrenheit Faroese Farsi Fijian Filipino
            Finnish Finns French Frisian Gaelic Galician Georgian German Ghanaian Greek Gregorian
            Guarani Gujarati Haitian Hausa Hawaiian Hebrew Hijri Hindi Hindu Hinduism Hispanic
            Hungarian Icelanders Icelandic Igbo Indian Indonesian Inuktitut Iranian Iraqi Irish
            Islam Islamic Israeli Italian Jamaican Japanese Jewish Jordanian Judaism Kannada Kazakh
            Kelvin Kenyan Khmer Korean Kurdish Kuwaiti Kyrgyz Lao Laotian Latin Latina Latino Latinx
            Latvian Lebanese Libyan Lithuanian Luxembourgish Macedonian Malay Malayalam Malaysian
            Maltese Mandarin Maori Marathi Mexican Mongolian Moroccan Muslim Māori Navajo Nepalese
            Nepali Nigerian Nordic Norwegian Odia Omani Oriya Pakistani Palestinian Pashto Persian
            Peruvian Polish Portuguese Protestant Punjabi Qatari Quechua Romanian Russian Rwandan
            Samoan Sanskrit Saudi Scandinavian Scots Scottish Senegalese Serbian Sikh Sikhism
            Singaporean Sinhala Sinhalese Slavic Slovak Slovene Slovenian Somali Spanish Swahili
            Swedes Swedish Swiss Syrian Tagalog Taiwanese Tajik Tamil Tanzanian Telugu Texan Thai
            Tibetan Tongan Tunisian Turkish Turkmen Turks Ugandan Ukrainian Urdu Uyghur Uzbek
            Venezuelan Vietnamese Welsh Xhosa Yemeni Yiddish Yoruba Zambian Zimbabwean Zulu
            """, layout: .words)

        /// Names that are also frequent common words in dialog copy; see
        /// `Lexicon.isContextualName` and the decisions above. Not proper
        /// nouns on their own.
        static let contextualNames = SortedWordList("""
            Access Acrobat Activity Air Applications Brave Breathe Chess Classroom Clips Console
            Dictation Dictionary Downloads Echo Edge Galaxy Games Go Illustrator Internet Invites
            Journal Lightning Logic Measure Messenger Metal Motion Nest Noise Notion Numbers Office Opera
            Pages Peacock Phone Plus Premiere Preview Prime Pro Project Proton Publisher Reader Recents
            Remote Ring Ruby Rust Signal Sketch Sleep Spectrum Sprint Square Steam Stocks Stripe Target
            Teams Terminal Threads Tidal Tips Translate Ultra Unity Watch Word Workout
            """, layout: .words)

        // MARK: - Multi-word names (exact case, one per line)

        /// The most words in any entry of `multiWordNames` (checked by a test).
        static let longestPhraseWordCount = 4

        /// Names of two or more words that keep their capitals as a whole,
        /// matched word by word in exactly this case ("Sign in with Apple",
        /// "iPad mini", "Home button"). Words are separated by one space.
        static let multiWordNames = SortedWordList("""
            3D Touch
            Abu Dhabi
            Accessibility Shortcut
            Acrobat Reader
            Action button
            Activation Lock
            Activity Monitor
            Adaptive Audio
            Adobe Acrobat
            Adobe Reader
            Advanced Data Protection
            Aeroplane Mode
            AirPlay Receiver
            AirPods Max
            AirPods Pro
            Airplane Mode
            Amazon Alexa
            Amazon Music
            Amazon Prime
            Antigua and Barbuda
            Anzac Day
            App Library
            App Management
            App Store
            App Store Connect
            App Switcher
            App Tracking Transparency
            Apple Account
            Apple Arcade
            Apple Books
            Apple Business Manager
            Apple Card
            Apple Cash
            Apple Configurator
            Apple Developer
            Apple Developer Program
            Apple Fitness+
            Apple Gift Card
            Apple ID
            Apple Intelligence
            Apple Invites
            Apple Maps
            Apple Music
            Apple Music Classical
            Apple News
            Apple News+
            Apple One
            Apple Pay
            Apple Pay Later
            Apple Pencil
            Apple Pencil Pro
            Apple Podcasts
            Apple Remote Desktop
            Apple School Manager
            Apple Sports
            Apple Store
            Apple Store app
            Apple Support
            Apple TV
            Apple TV Remote
            Apple TV app
            Apple TV+
            Apple TVs
            Apple Vision Pro
            Apple Wallet
            Apple Watch
            Apple Watch SE
            Apple Watch Series
            Apple Watch Studio
            Apple Watch Ultra
            Apple Watches
            Apple silicon
            Arctic Ocean
            Asia Pacific
            Assistive Access
            Atlantic Ocean
            Australia Day
            Back Tap
            Background App Refresh
            Background Sounds
            Bastille Day
            Battery Health
            Bay Area
            Black Friday
            Book Store
            Boot Camp
            Boot Camp Assistant
            Bosnia and Herzegovina
            Boxing Day
            Brazilian Portuguese
            British Columbia
            Buenos Aires
            Burkina Faso
            Camera Control
            Camera Roll
            Canada Day
            Cape Town
            Cape Verde
            Central African Republic
            Central America
            Central Asia
            Central Time
            Chinese New Year
            Christmas Day
            Christmas Eve
            Cinco de Mayo
            Cinematic mode
            Clean Energy Charging
            Color Filters
            Colour Filters
            Command Line Tools
            Communication Safety
            Contact Key Verification
            Continuity Camera
            Control Center
            Control Centre
            Conversation Awareness
            Coordinated Universal Time
            Core Data
            Core ML
            Costa Rica
            Crash Detection
            Cyber Monday
            Czech Republic
            Côte d'Ivoire
            Dark Mode
            Day of the Dead
            Developer Tools
            Digital Crown
            Disk Utility
            Do Not Disturb
            Dolby Atmos
            Dolby Vision
            Dominican Republic
            Dynamic Island
            Earth Day
            East Asia
            East Timor
            Easter Monday
            Easter Sunday
            Eastern Europe
            Eastern Time
            Eid al-Adha
            Eid al-Fitr
            El Salvador
            Emergency SOS
            Empty Trash
            Epic Games
            Equatorial Guinea
            European Union
            Exchange ActiveSync
            Eye Tracking
            Face ID
            Facebook Messenger
            Fall Detection
            Family Sharing
            Father's Day
            Feedback Assistant
            Files and Folders
            Final Cut Pro
            Find Devices
            Find Items
            Find My
            Find My Friends
            Find My Mac
            Find My iPad
            Find My iPhone
            Find My network
            Find People
            Fire TV
            Focus Status
            Font Book
            Force Touch
            Full Disk Access
            Game Center
            Game Centre
            Game Mode
            Genius Bar
            Golden Week
            Good Friday
            Google Assistant
            Google Authenticator
            Google Calendar
            Google Chrome
            Google Docs
            Google Drive
            Google Lens
            Google Maps
            Google Meet
            Google Pay
            Google Photos
            Google Play
            Google Sheets
            Google Slides
            Google Translate
            Google Workspace
            Great Britain
            Greenwich Mean Time
            Groundhog Day
            Guided Access
            Haptic Touch
            Hey Siri
            Hide My Email
            High Efficiency
            High Quality
            Home Screen
            Home button
            HomeKit Secure Video
            HomePod mini
            Hong Kong
            Hot Corners
            Image Capture
            Image Playground
            Increase Contrast
            Independence Day
            Indian Ocean
            Input Monitoring
            Instant Hotspot
            Internet Accounts
            Internet Archive
            Internet Explorer
            Internet Recovery
            Internet Sharing
            Ivory Coast
            Keychain Access
            Kuala Lumpur
            Labor Day
            Las Vegas
            Latin America
            Light Mode
            Live Activities
            Live Activity
            Live Captions
            Live Listen
            Live Photo
            Live Photos
            Live Speech
            Live Text
            Live Voicemail
            Local Network
            Location Services
            Lock Screen
            Lockdown Mode
            Logic Pro
            Login Items
            Los Angeles
            Low Data Mode
            Low Power Mode
            Lunar New Year
            Mac App Store
            Mac Catalyst
            Mac Pro
            Mac Studio
            Mac mini
            MacBook Air
            MacBook Pro
            Macintosh HD
            Magic Keyboard
            Magic Mouse
            Magic Trackpad
            Mail Drop
            Mail Privacy Protection
            Mardi Gras
            Marshall Islands
            Martin Luther King Day
            Medical ID
            Memorial Day
            Mexico City
            Microsoft 365
            Microsoft Authenticator
            Microsoft Edge
            Microsoft Excel
            Microsoft Exchange
            Microsoft Office
            Microsoft Outlook
            Microsoft PowerPoint
            Microsoft Teams
            Microsoft Word
            Middle East
            Middle Eastern
            Migration Assistant
            Mission Control
            Mother's Day
            Mountain Time
            My Photo Stream
            New Delhi
            New Hampshire
            New Jersey
            New Mexico
            New Year
            New Year's Day
            New Year's Eve
            New York
            New York City
            New Zealand
            New Zealander
            Night Shift
            Noise Control
            North America
            North Carolina
            North Dakota
            North Korea
            North Macedonia
            Northern Ireland
            Notification Center
            Notification Centre
            Nova Scotia
            Office 365
            On My Mac
            On My iPad
            On My iPhone
            Optic ID
            Optimized Battery Charging
            Pacific Ocean
            Pacific Time
            Papua New Guinea
            Personal Hotspot
            Personal Voice
            Photo Booth
            Photo Stream
            Photographic Styles
            Picture in Picture
            Precise Location
            Precision Finding
            Presidents' Day
            Prime Video
            Privacy Policy
            Private Browsing
            Private Relay
            Pro Display XDR
            Puerto Rico
            Quick Look
            Quick Note
            Reader View
            Reading List
            Recently Deleted
            Reduce Motion
            Remembrance Day
            Rhode Island
            Rio de Janeiro
            Rosh Hashanah
            Safety Check
            Saint Lucia
            San Diego
            San Francisco
            San Jose
            San Marino
            Sao Paulo
            Saudi Arabia
            Screen Distance
            Screen Mirroring
            Screen Recording
            Screen Sharing
            Screen Time
            Script Editor
            Secure Enclave
            Sensitive Content Warning
            Setup Assistant
            Shared Album
            Shared Albums
            Shared with You
            Side button
            Sierra Leone
            Sign in with Apple
            Significant Locations
            Silicon Valley
            Simplified Chinese
            Siri Remote
            Siri Suggestions
            Slide Over
            Smart Keyboard
            Smart Keyboard Folio
            Smart Stack
            Solomon Islands
            Sound Recognition
            South Africa
            South African
            South America
            South Asia
            South Carolina
            South Dakota
            South Korea
            South Sudan
            Southeast Asia
            Spatial Audio
            Speech Recognition
            Split View
            Sri Lanka
            Sri Lankan
            Stage Manager
            Stolen Device Protection
            Studio Display
            Swift Playgrounds
            Switch Control
            Sync Library
            System Information
            System Preferences
            System Settings
            São Paulo
            Tab Groups
            Tel Aviv
            Terms and Conditions
            Terms of Service
            Terms of Use
            Time Machine
            Today View
            Touch Bar
            Touch ID
            Traditional Chinese
            Trinidad and Tobago
            True Tone
            Type to Siri
            United Arab Emirates
            United Kingdom
            United Nations
            United States
            Universal Clipboard
            Universal Control
            Up Next
            VS Code
            Valentine's Day
            Vatican City
            Veterans Day
            Victoria Day
            Vision Pro
            Visual Intelligence
            Visual Look Up
            Visual Studio
            Visual Studio Code
            Voice Control
            Voice Memos
            West Virginia
            Western Europe
            Writing Tools
            Xcode Cloud
            Yom Kippur
            iCloud Backup
            iCloud Drive
            iCloud Keychain
            iCloud Mail
            iCloud Photo Library
            iCloud Photos
            iCloud Private Relay
            iCloud Shared Photo Library
            iCloud Tabs
            iCloud for Windows
            iPad Air
            iPad Pro
            iPad mini
            iPhone Air
            iPhone Mirroring
            iPod touch
            iTunes Match
            iTunes Store
            """, layout: .lines)

        /// `multiWordNames` by their lowercase spelling, the words joined by "_" ("touch_id Touch ID"): a
        /// name written in the wrong case is found by a binary search, with no table built at run time.
        /// A test holds it to `multiWordNames`.
        static let multiWordNamesByFoldedSpelling = SortedWordList("""
            3d_touch 3D Touch
            abu_dhabi Abu Dhabi
            accessibility_shortcut Accessibility Shortcut
            acrobat_reader Acrobat Reader
            action_button Action button
            activation_lock Activation Lock
            activity_monitor Activity Monitor
            adaptive_audio Adaptive Audio
            adobe_acrobat Adobe Acrobat
            adobe_reader Adobe Reader
            advanced_data_protection Advanced Data Protection
            aeroplane_mode Aeroplane Mode
            airplane_mode Airplane Mode
            airplay_receiver AirPlay Receiver
            airpods_max AirPods Max
            airpods_pro AirPods Pro
            amazon_alexa Amazon Alexa
            amazon_music Amazon Music
            amazon_prime Amazon Prime
            antigua_and_barbuda Antigua and Barbuda
            anzac_day Anzac Day
            app_library App Library
            app_management App Management
            app_store App Store
            app_store_connect App Store Connect
            app_switcher App Switcher
            app_tracking_transparency App Tracking Transparency
            apple_account Apple Account
            apple_arcade Apple Arcade
            apple_books Apple Books
            apple_business_manager Apple Business Manager
            apple_card Apple Card
            apple_cash Apple Cash
            apple_configurator Apple Configurator
            apple_developer Apple Developer
            apple_developer_program Apple Developer Program
            apple_fitness+ Apple Fitness+
            apple_gift_card Apple Gift Card
            apple_id Apple ID
            apple_intelligence Apple Intelligence
            apple_invites Apple Invites
            apple_maps Apple Maps
            apple_music Apple Music
            apple_music_classical Apple Music Classical
            apple_news Apple News
            apple_news+ Apple News+
            apple_one Apple One
            apple_pay Apple Pay
            apple_pay_later Apple Pay Later
            apple_pencil Apple Pencil
            apple_pencil_pro Apple Pencil Pro
            apple_podcasts Apple Podcasts
            apple_remote_desktop Apple Remote Desktop
            apple_school_manager Apple School Manager
            apple_silicon Apple silicon
            apple_sports Apple Sports
            apple_store Apple Store
            apple_store_app Apple Store app
            apple_support Apple Support
            apple_tv Apple TV
            apple_tv+ Apple TV+
            apple_tv_app Apple TV app
            apple_tv_remote Apple TV Remote
            apple_tvs Apple TVs
            apple_vision_pro Apple Vision Pro
            apple_wallet Apple Wallet
            apple_watch Apple Watch
            apple_watch_se Apple Watch SE
            apple_watch_series Apple Watch Series
            apple_watch_studio Apple Watch Studio
            apple_watch_ultra Apple Watch Ultra
            apple_watches Apple Watches
            arctic_ocean Arctic Ocean
            asia_pacific Asia Pacific
            assistive_access Assistive Access
            atlantic_ocean Atlantic Ocean
            australia_day Australia Day
            back_tap Back Tap
            background_app_refresh Background App Refresh
            background_sounds Background Sounds
            bastille_day Bastille Day
            battery_health Battery Health
            bay_area Bay Area
            black_friday Black Friday
            book_store Book Store
            boot_camp Boot Camp
            boot_camp_assistant Boot Camp Assistant
            bosnia_and_herzegovina Bosnia and Herzegovina
            boxing_day Boxing Day
            brazilian_portuguese Brazilian Portuguese
            british_columbia British Columbia
            buenos_aires Buenos Aires
            burkina_faso Burkina Faso
            camera_control Camera Control
            camera_roll Camera Roll
            canada_day Canada Day
            cape_town Cape Town
            cape_verde Cape Verde
            central_african_republic Central African Republic
            central_america Central America
            central_asia Central Asia
            central_time Central Time
            chinese_new_year Chinese New Year
            christmas_day Christmas Day
            christmas_eve Christmas Eve
            cinco_de_mayo Cinco de Mayo
            cinematic_mode Cinematic mode
            clean_energy_charging Clean Energy Charging
            color_filters Color Filters
            colour_filters Colour Filters
            command_line_tools Command Line Tools
            communication_safety Communication Safety
            contact_key_verification Contact Key Verification
            continuity_camera Continuity Camera
            control_center Control Center
            control_centre Control Centre
            conversation_awareness Conversation Awareness
            coordinated_universal_time Coordinated Universal Time
            core_data Core Data
            core_ml Core ML
            costa_rica Costa Rica
            crash_detection Crash Detection
            cyber_monday Cyber Monday
            czech_republic Czech Republic
            côte_d'ivoire Côte d'Ivoire
            dark_mode Dark Mode
            day_of_the_dead Day of the Dead
            developer_tools Developer Tools
            digital_crown Digital Crown
            disk_utility Disk Utility
            do_not_disturb Do Not Disturb
            dolby_atmos Dolby Atmos
            dolby_vision Dolby Vision
            dominican_republic Dominican Republic
            dynamic_island Dynamic Island
            earth_day Earth Day
            east_asia East Asia
            east_timor East Timor
            easter_monday Easter Monday
            easter_sunday Easter Sunday
            eastern_europe Eastern Europe
            eastern_time Eastern Time
            eid_al-adha Eid al-Adha
            eid_al-fitr Eid al-Fitr
            el_salvador El Salvador
            emergency_sos Emergency SOS
            empty_trash Empty Trash
            epic_games Epic Games
            equatorial_guinea Equatorial Guinea
            european_union European Union
            exchange_activesync Exchange ActiveSync
            eye_tracking Eye Tracking
            face_id Face ID
            facebook_messenger Facebook Messenger
            fall_detection Fall Detection
            family_sharing Family Sharing
            father's_day Father's Day
            feedback_assistant Feedback Assistant
            files_and_folders Files and Folders
            final_cut_pro Final Cut Pro
            find_devices Find Devices
            find_items Find Items
            find_my Find My
            find_my_friends Find My Friends
            find_my_ipad Find My iPad
            find_my_iphone Find My iPhone
            find_my_mac Find My Mac
            find_my_network Find My network
            find_people Find People
            fire_tv Fire TV
            focus_status Focus Status
            font_book Font Book
            force_touch Force Touch
            full_disk_access Full Disk Access
            game_center Game Center
            game_centre Game Centre
            game_mode Game Mode
            genius_bar Genius Bar
            golden_week Golden Week
            good_friday Good Friday
            google_assistant Google Assistant
            google_authenticator Google Authenticator
            google_calendar Google Calendar
            google_chrome Google Chrome
            google_docs Google Docs
            google_drive Google Drive
            google_lens Google Lens
            google_maps Google Maps
            google_meet Google Meet
            google_pay Google Pay
            google_photos Google Photos
            google_play Google Play
            google_sheets Google Sheets
            google_slides Google Slides
            google_translate Google Translate
            google_workspace Google Workspace
            great_britain Great Britain
            greenwich_mean_time Greenwich Mean Time
            groundhog_day Groundhog Day
            guided_access Guided Access
            haptic_touch Haptic Touch
            hey_siri Hey Siri
            hide_my_email Hide My Email
            high_efficiency High Efficiency
            high_quality High Quality
            home_button Home button
            home_screen Home Screen
            homekit_secure_video HomeKit Secure Video
            homepod_mini HomePod mini
            hong_kong Hong Kong
            hot_corners Hot Corners
            icloud_backup iCloud Backup
            icloud_drive iCloud Drive
            icloud_for_windows iCloud for Windows
            icloud_keychain iCloud Keychain
            icloud_mail iCloud Mail
            icloud_photo_library iCloud Photo Library
            icloud_photos iCloud Photos
            icloud_private_relay iCloud Private Relay
            icloud_shared_photo_library iCloud Shared Photo Library
            icloud_tabs iCloud Tabs
            image_capture Image Capture
            image_playground Image Playground
            increase_contrast Increase Contrast
            independence_day Independence Day
            indian_ocean Indian Ocean
            input_monitoring Input Monitoring
            instant_hotspot Instant Hotspot
            internet_accounts Internet Accounts
            internet_archive Internet Archive
            internet_explorer Internet Explorer
            internet_recovery Internet Recovery
            internet_sharing Internet Sharing
            ipad_air iPad Air
            ipad_mini iPad mini
            ipad_pro iPad Pro
            iphone_air iPhone Air
            iphone_mirroring iPhone Mirroring
            ipod_touch iPod touch
            itunes_match iTunes Match
            itunes_store iTunes Store
            ivory_coast Ivory Coast
            keychain_access Keychain Access
            kuala_lumpur Kuala Lumpur
            labor_day Labor Day
            las_vegas Las Vegas
            latin_america Latin America
            light_mode Light Mode
            live_activities Live Activities
            live_activity Live Activity
            live_captions Live Captions
            live_listen Live Listen
            live_photo Live Photo
            live_photos Live Photos
            live_speech Live Speech
            live_text Live Text
            live_voicemail Live Voicemail
            local_network Local Network
            location_services Location Services
            lock_screen Lock Screen
            lockdown_mode Lockdown Mode
            logic_pro Logic Pro
            login_items Login Items
            los_angeles Los Angeles
            low_data_mode Low Data Mode
            low_power_mode Low Power Mode
            lunar_new_year Lunar New Year
            mac_app_store Mac App Store
            mac_catalyst Mac Catalyst
            mac_mini Mac mini
            mac_pro Mac Pro
            mac_studio Mac Studio
            macbook_air MacBook Air
            macbook_pro MacBook Pro
            macintosh_hd Macintosh HD
            magic_keyboard Magic Keyboard
            magic_mouse Magic Mouse
            magic_trackpad Magic Trackpad
            mail_drop Mail Drop
            mail_privacy_protection Mail Privacy Protection
            mardi_gras Mardi Gras
            marshall_islands Marshall Islands
            martin_luther_king_day Martin Luther King Day
            medical_id Medical ID
            memorial_day Memorial Day
            mexico_city Mexico City
            microsoft_365 Microsoft 365
            microsoft_authenticator Microsoft Authenticator
            microsoft_edge Microsoft Edge
            microsoft_excel Microsoft Excel
            microsoft_exchange Microsoft Exchange
            microsoft_office Microsoft Office
            microsoft_outlook Microsoft Outlook
            microsoft_powerpoint Microsoft PowerPoint
            microsoft_teams Microsoft Teams
            microsoft_word Microsoft Word
            middle_east Middle East
            middle_eastern Middle Eastern
            migration_assistant Migration Assistant
            mission_control Mission Control
            mother's_day Mother's Day
            mountain_time Mountain Time
            my_photo_stream My Photo Stream
            new_delhi New Delhi
            new_hampshire New Hampshire
            new_jersey New Jersey
            new_mexico New Mexico
            new_year New Year
            new_year's_day New Year's Day
            new_year's_eve New Year's Eve
            new_york New York
            new_york_city New York City
            new_zealand New Zealand
            new_zealander New Zealander
            night_shift Night Shift
            noise_control Noise Control
            north_america North America
            north_carolina North Carolina
            north_dakota North Dakota
            north_korea North Korea
            north_macedonia North Macedonia
            northern_ireland Northern Ireland
            notification_center Notification Center
            notification_centre Notification Centre
            nova_scotia Nova Scotia
            office_365 Office 365
            on_my_ipad On My iPad
            on_my_iphone On My iPhone
            on_my_mac On My Mac
            optic_id Optic ID
            optimized_battery_charging Optimized Battery Charging
            pacific_ocean Pacific Ocean
            pacific_time Pacific Time
            papua_new_guinea Papua New Guinea
            personal_hotspot Personal Hotspot
            personal_voice Personal Voice
            photo_booth Photo Booth
            photo_stream Photo Stream
            photographic_styles Photographic Styles
            picture_in_picture Picture in Picture
            precise_location Precise Location
            precision_finding Precision Finding
            presidents'_day Presidents' Day
            prime_video Prime Video
            privacy_policy Privacy Policy
            private_browsing Private Browsing
            private_relay Private Relay
            pro_display_xdr Pro Display XDR
            puerto_rico Puerto Rico
            quick_look Quick Look
            quick_note Quick Note
            reader_view Reader View
            reading_list Reading List
            recently_deleted Recently Deleted
            reduce_motion Reduce Motion
            remembrance_day Remembrance Day
            rhode_island Rhode Island
            rio_de_janeiro Rio de Janeiro
            rosh_hashanah Rosh Hashanah
            safety_check Safety Check
            saint_lucia Saint Lucia
            san_diego San Diego
            san_francisco San Francisco
            san_jose San Jose
            san_marino San Marino
            sao_paulo Sao Paulo
            saudi_arabia Saudi Arabia
            screen_distance Screen Distance
            screen_mirroring Screen Mirroring
            screen_recording Screen Recording
            screen_sharing Screen Sharing
            screen_time Screen Time
            script_editor Script Editor
            secure_enclave Secure Enclave
            sensitive_content_warning Sensitive Content Warning
            setup_assistant Setup Assistant
            shared_album Shared Album
            shared_albums Shared Albums
            shared_with_you Shared with You
            side_button Side button
            sierra_leone Sierra Leone
            sign_in_with_apple Sign in with Apple
            significant_locations Significant Locations
            silicon_valley Silicon Valley
            simplified_chinese Simplified Chinese
            siri_remote Siri Remote
            siri_suggestions Siri Suggestions
            slide_over Slide Over
            smart_keyboard Smart Keyboard
            smart_keyboard_folio Smart Keyboard Folio
            smart_stack Smart Stack
            solomon_islands Solomon Islands
            sound_recognition Sound Recognition
            south_africa South Africa
            south_african South African
            south_america South America
            south_asia South Asia
            south_carolina South Carolina
            south_dakota South Dakota
            south_korea South Korea
            south_sudan South Sudan
            southeast_asia Southeast Asia
            spatial_audio Spatial Audio
            speech_recognition Speech Recognition
            split_view Split View
            sri_lanka Sri Lanka
            sri_lankan Sri Lankan
            stage_manager Stage Manager
            stolen_device_protection Stolen Device Protection
            studio_display Studio Display
            swift_playgrounds Swift Playgrounds
            switch_control Switch Control
            sync_library Sync Library
            system_information System Information
            system_preferences System Preferences
            system_settings System Settings
            são_paulo São Paulo
            tab_groups Tab Groups
            tel_aviv Tel Aviv
            terms_and_conditions Terms and Conditions
            terms_of_service Terms of Service
            terms_of_use Terms of Use
            time_machine Time Machine
            today_view Today View
            touch_bar Touch Bar
            touch_id Touch ID
            traditional_chinese Traditional Chinese
            trinidad_and_tobago Trinidad and Tobago
            true_tone True Tone
            type_to_siri Type to Siri
            united_arab_emirates United Arab Emirates
            united_kingdom United Kingdom
            united_nations United Nations
            united_states United States
            universal_clipboard Universal Clipboard
            universal_control Universal Control
            up_next Up Next
            valentine's_day Valentine's Day
            vatican_city Vatican City
            veterans_day Veterans Day
            victoria_day Victoria Day
            vision_pro Vision Pro
            visual_intelligence Visual Intelligence
            visual_look_up Visual Look Up
            visual_studio Visual Studio
            visual_studio_code Visual Studio Code
            voice_control Voice Control
            voice_memos Voice Memos
            vs_code VS Code
            west_virginia West Virginia
            western_europe Western Europe
            writing_tools Writing Tools
            xcode_cloud Xcode Cloud
            yom_kippur Yom Kippur
            """, layout: .pairs)

        // MARK: - Inner-capital and special spellings

        /// "key Name" per line: a name that is easy to miscapitalize, keyed by
        /// its lowercase spelling without hyphens. Only names whose key is not
        /// an English word, so a correction is always certain (TypeScript is
        /// out: "typescript" is a word).
        static let spellingCorrections = SortedWordList("""
            airplay AirPlay
            airpods AirPods
            airprint AirPrint
            airtag AirTag
            airtags AirTags
            applecare AppleCare
            appleid Apple ID
            applepay Apple Pay
            appstore App Store
            bluetooth Bluetooth
            carplay CarPlay
            doordash DoorDash
            duckduckgo DuckDuckGo
            ebay eBay
            faceid Face ID
            facetime FaceTime
            filevault FileVault
            garageband GarageBand
            github GitHub
            gitlab GitLab
            healthkit HealthKit
            homekit HomeKit
            homepod HomePod
            homepods HomePods
            icloud iCloud
            imac iMac
            imacs iMacs
            imessage iMessage
            imovie iMovie
            ios iOS
            ipad iPad
            ipados iPadOS
            ipads iPads
            iphone iPhone
            iphones iPhones
            ipod iPod
            ipods iPods
            itunes iTunes
            iwork iWork
            javascript JavaScript
            linkedin LinkedIn
            macbook MacBook
            macbooks MacBooks
            macos macOS
            magsafe MagSafe
            namedrop NameDrop
            onedrive OneDrive
            onenote OneNote
            opticid Optic ID
            paypal PayPal
            playstation PlayStation
            powerpoint PowerPoint
            quicktime QuickTime
            shareplay SharePlay
            sharepoint SharePoint
            swiftui SwiftUI
            testflight TestFlight
            textedit TextEdit
            tiktok TikTok
            touchid Touch ID
            tvos tvOS
            usbc USB-C
            visionos visionOS
            watchos watchOS
            wechat WeChat
            whatsapp WhatsApp
            wifi Wi-Fi
            xcode Xcode
            youtube YouTube
            """, layout: .pairs)

        // MARK: - Initialisms

        /// "key FORM" per line: an initialism, keyed by its lowercase spelling, and the capitals it is
        /// written in ("url URL"). Where such a word takes a capital (a sentence's first word, a word
        /// of a title-style string) it takes all of them: "Url" and "Pdf" are never right. Keys are
        /// not English words ("pin", "id" and "led" are out: "Pin" and "Led" can be right). Plurals
        /// are derived ("pdfs" → "PDFs"). A lowercase initialism inside a sentence is not reported:
        /// that is spelling, not capitalization.
        static let initialisms = SortedWordList("""
            2fa 2FA
            api API
            asap ASAP
            atm ATM
            cd CD
            cpu CPU
            csv CSV
            cvv CVV
            dns DNS
            dvd DVD
            faq FAQ
            ftp FTP
            fyi FYI
            gif GIF
            gps GPS
            gpu GPU
            hdmi HDMI
            hdr HDR
            heic HEIC
            html HTML
            http HTTP
            https HTTPS
            iban IBAN
            imap IMAP
            imei IMEI
            ip IP
            isp ISP
            jpeg JPEG
            jpg JPG
            json JSON
            lan LAN
            lcd LCD
            lte LTE
            mms MMS
            mp3 MP3
            mp4 MP4
            nfc NFC
            oled OLED
            os OS
            otp OTP
            pc PC
            pdf PDF
            png PNG
            qr QR
            rss RSS
            sd SD
            sdk SDK
            sim SIM
            sms SMS
            smtp SMTP
            ssd SSD
            ssh SSH
            ssid SSID
            ssl SSL
            svg SVG
            tls TLS
            tv TV
            ui UI
            uri URI
            url URL
            usb USB
            vip VIP
            vpn VPN
            xml XML
            """, layout: .pairs)

        // MARK: - Common-word supplement

        /// Everyday software words that SCOWL size 35 lacks (app, email,
        /// online, login, sync, username, ...), with their inflections, and the
        /// accented English words it lacks (résumé, naïve): common words, so a
        /// capital on them mid-sentence is flagged. Lowercase only.
        static let commonWordSupplement = SortedWordList("""
            activation activations addon anymore app applet applets apps
            attendee auth authentication authenticator
            authenticators autocorrect autocorrected autocorrection autofill autofilled autofills
            autoplay autosave autosaved autosaves avatar avatars backend backends backup backups
            biometric biometrics blocklist bot bots browser browsers captcha captchas carb cert
            changelog chatbot
            chatbots checkbox checkboxes checklist checkmark checkmarks claimable
            clickable codec codecs config configs
            customizable dataset datasets deactivate deactivated deactivates deauthorize
            deauthorized decrypt decrypted decrypting decryption deselect deselected deselects
            desktops doc docs dongle dongles download downloadable downloaded downloader downloading
            downloads draggable dropdown dropdowns décor e-mail e-mailed e-mails earbud earbuds editable
            emoji emojis
            encrypt encrypting encrypts endpoint endpoints façade façades filename filenames filesystem
            filesystems
            firewall firewalls fullscreen geolocation geotag geotagged gif gifs
            hashtag hashtags
            headset headsets homepage homepages hoodie hostname hotspot hotspots hyperlink hyperlinks
            inbox inboxes
            inline insecurely intranet irreversibly jailbreak jailbroken keychain keychains keyfile
            keypad keypads laptop laptops latency leftover
            livestream livestreams localhost lockout lockouts login logins logout logouts lookup lookups
            lowercase malware metadata multifactor multiplayer multitask naïve nonexistent nope offline
            offloaded offsite
            onboarding online oops opt-in opt-out outbox outboxes passcode passcodes passkey passkeys
            passphrase pasteboard
            paywall personalization pixel pixels playlist playlists plugin plugins podcast podcasts
            popup popups
            preinstalled preload preloaded preset presets promo ransomware reactivate
            reactivated
            reauthenticate rebook reboot rebooted rebooting reboots redownload redownloaded
            redownloading reenable reenabled reenter reentered reindex reindexing reinstall
            reinstalled reinstalling reinstalls reinvite relaunch relaunched relaunches relaunching
            relink
            reorder reordered reordering reorders repost reposted rescale rescan resend resending
            resends reshare
            resize resized resizes resizing restock resync resynced resyncing retried retrying
            retweet ringtone ringtones runtime résumé résumés screencast screensaver screensavers
            screenshot
            screenshots scrollable scrollbar scrollbars searchable selfie selfies setup setups shortcut
            sidebar sidebars
            sideload sideloaded signout signup signups smartcard smartphone smartphones smartwatch
            smartwatches spam spammer spammers spellcheck spinner startup startups storefront
            subfolder
            subfolders submenu submenus submodule subtitle subtitles superuser symlink sync synced
            syncing syncs
            tagline tappable telemetry textbox thumbnail thumbnails timeout timeouts timestamp
            timestamps toggled toggles toggling toolbar toolbars torrenting touchpad touchpads
            touchscreen
            touchscreens trackpad trackpads troubleshoot troubleshooting typo typos unarchive
            unarchived uncheck unchecked uncommitted undeliverable undesired unencrypted unfavorite
            unfollow unfollowed unfriend
            unhidden unhide unindexed uninitialized uninstall uninstalled uninstalling uninstalls unlink
            unlinked unlisted
            unmount unmounted unmute unmuted unpair unpaired unpin unpinned unpublish
            unsave unsaved
            unselect unselected unsend unsent unshare unshared unsubmit unsubscribe unsubscribed
            unsubscribing unsynced
            untitled untrusted unverified unzip unzipped uploaded uploading uploads uppercase uptime
            url urls username usernames voicemail voicemails waitlist walkthrough watchlist
            webcam webcams webinar
            webinars webpage webpages website websites whitelist widget widgets wiki wikis wireless
            wirelessly wishlist workflow workflows workspace workspaces
            """, layout: .words)
    }
}
